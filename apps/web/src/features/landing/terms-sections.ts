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
      "Como consumidor te protege la Ley N° 19.496 sobre protección de los derechos de los consumidores: antes de pagar te mostramos el precio total, tu parte cuando un partido se divide entre sus jugadores, y la política de anulación y devolución del club. Puedes reclamar ante el club y, si no te responde, ante el SERNAC.",
    ],
  },
  {
    title: "4. Uso aceptable",
    paragraphs: [
      "No está permitido usar la aplicación para suplantar a otras personas, publicar contenido ofensivo o intentar acceder a información de otros usuarios o clubes.",
      "En el feed del club, cada autor responde por sus comentarios. Cualquier jugador puede reportar un comentario; el club los revisa y puede eliminar lo que no respete a los demás.",
    ],
  },
  {
    title: "5. Datos personales",
    paragraphs: [
      "Tratamos tus datos conforme a la Ley N° 19.628 sobre protección de la vida privada. Los usamos para gestionar tus reservas, partidos, pagos y ranking, y el club donde juegas puede verlos para esos fines. No los vendemos ni los cedemos a terceros.",
      "Tu perfil público muestra tu nombre, foto, categoría, club, partidos, victorias, posición en el ranking y últimos resultados. Tu correo, tu RUT y tu teléfono son privados: solo los ven tú y los administradores de tu club. En tu perfil puedes ocultar tu teléfono a otros jugadores y no aparecer en el ranking.",
      "Puedes pedir acceso, rectificación, cancelación u oposición sobre tus datos escribiendo al correo de soporte de tu club. Guardamos tu aceptación de estos términos con su fecha.",
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
