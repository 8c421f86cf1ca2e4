/**
 * A real screen of the product, captured from the demo by scripts/product-screenshots.mjs: the player's
 * at 390 px (kept at 1.5×), the club's at 1366 px. `width` and `height` are the file's, so the page
 * keeps its place before the picture arrives.
 */
export interface ProductScreen {
  image: string;
  device: "phone" | "desktop";
  width: number;
  height: number;
  title: string;
  text: string;
  /** What the picture shows, for whoever cannot see it. */
  alt: string;
}

export interface Product {
  slug: string;
  name: string;
  tagline: string;
  /** The page's title (with the app's name after it) and its description for search engines and previews. */
  title: string;
  description: string;
  /** Who the product is for: players are invited to sign up, clubs to sign in as administrators. */
  audience: "players" | "clubs";
  screens: readonly ProductScreen[];
}

const phone = { device: "phone", width: 585, height: 1266 } as const;
const desktop = { device: "desktop", width: 1366, height: 768 } as const;

/** The suite's products (spec section 1); /{product} shows one of them by its lower-case slug. */
export const PRODUCTS: readonly Product[] = [
  {
    slug: "gomatch",
    name: "GoMatch",
    tagline: "Reservas de canchas y partidos",
    title: "GoMatch: reservas de canchas y partidos",
    description:
      "Reserva canchas de pádel desde el teléfono, arma partidos de tu categoría y sigue el ranking de tu club.",
    audience: "players",
    screens: [
      {
        ...phone,
        image: "/images/products/gomatch-court.webp",
        title: "Reserva en segundos",
        text: "Elige el club, el día y cuánto quieres jugar: la grilla muestra cada cancha con sus horarios libres y su precio. Un toque y la cancha es tuya.",
        alt: "Pantalla Reservar cancha en un teléfono: el club, los días de la semana, la duración de 1 h 30 min y la grilla de canchas con los horarios libres y su precio.",
      },
      {
        ...phone,
        image: "/images/products/gomatch-match.webp",
        title: "Partidos abiertos para que los jugadores se sumen",
        text: "Comparte el partido por WhatsApp: el enlace dice la cancha, la hora, el rango de categorías y cuánto paga cada uno. Quien se suma elige su lado y paga su parte.",
        alt: "Página de un partido en un teléfono: el club, la cancha y la hora, el rango de categorías, los cupos libres, lo que paga cada jugador y el botón para unirse.",
      },
      {
        ...phone,
        image: "/images/products/gomatch-rank.webp",
        title: "Un ranking que se mueve con cada partido",
        text: "Los resultados confirmados suman puntos: cada jugador ve su lugar en el club, por categoría, y cuánto subió o bajó.",
        alt: "Ranking del club en un teléfono: cada jugador con su posición, su categoría, los partidos jugados y ganados, sus puntos y cuánto subió o bajó.",
      },
    ],
  },
  {
    slug: "gomarket",
    name: "GoMarket",
    tagline: "Punto de venta e inventario",
    title: "GoMarket: punto de venta e inventario",
    description:
      "Punto de venta e inventario para tu club de pádel: vende productos y cobra reservas desde una pantalla, con el stock al día.",
    audience: "clubs",
    screens: [
      {
        ...desktop,
        image: "/images/products/gomarket-point-of-sale.webp",
        title: "Vende y cobra en el mesón",
        text: "Busca o escanea un producto, súmalo al carrito y cobra en efectivo, débito, crédito o transferencia. Las reservas del día se cobran desde la misma pantalla.",
        alt: "Punto de venta en un computador: los productos del club por categoría, con su precio y su stock, y un carrito con tres productos y el total a cobrar.",
      },
      {
        ...desktop,
        image: "/images/products/gomarket-inventory.webp",
        title: "Inventario con stock crítico",
        text: "Cada venta descuenta su stock. El inventario suma unidades, valor a costo y a venta, y marca lo que se está acabando para que repongas a tiempo.",
        alt: "Inventario en un computador: el total de productos, unidades y valor, y la lista de productos con su marca, categoría, stock (uno marcado crítico), precio de compra y de venta.",
      },
    ],
  },
  {
    slug: "goregisters",
    name: "GoRegisters",
    tagline: "Cajas y balances",
    title: "GoRegisters: cajas y balances",
    description:
      "Apertura y cierre de caja para tu club de pádel: el efectivo contado, los balances por medio de pago y las diferencias de cada turno.",
    audience: "clubs",
    screens: [
      {
        ...desktop,
        image: "/images/products/goregisters-balance.webp",
        title: "Cada cierre, cuadrado",
        text: "Al cerrar la caja, el balance separa efectivo, débito, crédito, transferencias y reservas online, y compara el efectivo esperado con el contado.",
        alt: "Balance de una caja en un computador: el operador, la apertura y el cierre, los montos por medio de pago y el efectivo esperado, el contado y su diferencia.",
      },
      {
        ...desktop,
        image: "/images/products/goregisters-history.webp",
        title: "El historial de todas las cajas",
        text: "Quién abrió cada caja, cuándo, con cuánto efectivo y cuánto contó al cerrar. Una diferencia queda a la vista en rojo.",
        alt: "Historial de cajas en un computador: cada apertura y cierre con su operador, sus fechas, el efectivo inicial, el contado y la diferencia.",
      },
    ],
  },
];

export function findProduct(slug: string | undefined): Product | undefined {
  return PRODUCTS.find((product) => product.slug === slug?.toLowerCase());
}
