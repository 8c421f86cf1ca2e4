export interface Product {
  slug: string;
  name: string;
  tagline: string;
  points: string[];
}

/** The suite's products (spec section 1); /{product} shows one of them by its lower-case slug. */
export const PRODUCTS: readonly Product[] = [
  {
    slug: "gomatch",
    name: "GoMatch",
    tagline: "Reservas de canchas y partidos",
    points: [
      "Grilla de reservas por cancha con bloques de 10 a 120 minutos",
      "Reservas pagadas, abonadas, bloqueadas o para clases, con su estado a la vista",
      "Partidos abiertos para que los jugadores se sumen",
    ],
  },
  {
    slug: "gomarket",
    name: "GoMarket",
    tagline: "Punto de venta e inventario",
    points: [
      "Venta rápida de productos y reservas desde el punto de venta",
      "Inventario con stock crítico y alertas",
      "Ventas, pedidos pendientes y reportes del período",
    ],
  },
  {
    slug: "goregisters",
    name: "GoRegisters",
    tagline: "Cajas y balances",
    points: [
      "Apertura y cierre de caja con el efectivo contado",
      "Balances por medio de pago: efectivo, débito, crédito y transferencia",
      "Diferencias de caja a la vista en cada cierre",
    ],
  },
];

export function findProduct(slug: string | undefined): Product | undefined {
  return PRODUCTS.find((product) => product.slug === slug?.toLowerCase());
}
