export const TERMS_SECTIONS: readonly { title: string; paragraphs: string[] }[] = [
  {
    title: "1. Aceptación",
    paragraphs: [
      "Al crear una cuenta o usar la aplicación aceptas estos términos. Si no estás de acuerdo, no uses el servicio.",
    ],
  },
  {
    title: "2. Cuentas",
    paragraphs: [
      "Debes entregar datos verdaderos (nombre, RUT, correo y teléfono) y mantener tu contraseña en reserva. Eres responsable de lo que se haga con tu cuenta.",
      "Las cuentas de administrador las crea cada club para su personal; el club responde por su uso.",
    ],
  },
  {
    title: "3. Reservas y pagos",
    paragraphs: [
      "Cada club fija sus precios, horarios y políticas de anulación. La reserva queda confirmada cuando el club la registra como pagada o abonada.",
      "Los montos se expresan en pesos chilenos (CLP) e incluyen los impuestos que correspondan. Los pagos en línea se procesan por medio de un proveedor de pagos autorizado; no guardamos datos de tarjetas.",
    ],
  },
  {
    title: "4. Uso aceptable",
    paragraphs: [
      "No está permitido usar la aplicación para suplantar a otras personas, publicar contenido ofensivo o intentar acceder a información de otros usuarios o clubes.",
    ],
  },
  {
    title: "5. Datos personales",
    paragraphs: [
      "Tratamos tus datos conforme a la Ley N° 19.628 sobre protección de la vida privada. Los usamos para gestionar tus reservas, partidos, pagos y ranking, y el club donde juegas puede verlos para esos fines.",
      "Puedes pedir acceso, rectificación o eliminación de tus datos escribiendo al correo de soporte de tu club.",
    ],
  },
  {
    title: "6. Disponibilidad",
    paragraphs: [
      "Hacemos lo posible por mantener el servicio disponible, pero puede haber interrupciones por mantención o causas ajenas. La aplicación guarda una copia para abrirse sin conexión, pero reservas, pagos y ventas necesitan conexión para confirmarse.",
    ],
  },
  {
    title: "7. Cambios",
    paragraphs: [
      "Podemos actualizar estos términos. Te avisaremos en la aplicación y la versión vigente estará siempre en esta página.",
    ],
  },
];
