import type { CatalogCategory } from "./types";

/** Frutos secos, barras y cafetería: barcodes are EAN-13 with the Chilean prefix 780 and a correct check digit. */
export const NUTS_AND_CAFETERIA: CatalogCategory[] = [
  {
    name: "Frutos secos y barras",
    description: "Maní, mezclas de frutos secos y barras de cereal o proteína.",
    colour: "#827717",
    icon: "nut",
    products: [
      {
        name: "Maní salado 150 g",
        brand: "Marco Polo",
        barcode: "7802580858803",
        description: "Maní tostado y salado.",
      },
      {
        name: "Maní sin sal 150 g",
        brand: "Marco Polo",
        barcode: "7802580180881",
        description: "Maní tostado sin sal.",
      },
      {
        name: "Mix frutos secos 100 g",
        brand: "Marco Polo",
        barcode: "7802580539917",
        description: "Mezcla de maní, almendras, pasas y castañas de cajú.",
      },
      {
        name: "Almendras tostadas 80 g",
        brand: "Marco Polo",
        barcode: "7802580240691",
        description: "Almendras enteras tostadas.",
      },
      {
        name: "Maní con pasas 100 g",
        brand: "Evercrisp",
        barcode: "7801420880639",
        description: "Maní tostado con pasas, energía para el segundo set.",
      },
      {
        name: "Barra de cereal avena y miel 25 g",
        brand: "Quaker",
        barcode: "7801425174818",
        description: "Barra de cereal de avena con miel.",
      },
      {
        name: "Barra de cereal frutilla 25 g",
        brand: "Quaker",
        barcode: "7801425484054",
        description: "Barra de cereal de avena con trozos de frutilla.",
      },
      {
        name: "Barra Oats 'n Honey 42 g",
        brand: "Nature Valley",
        barcode: "7803500018987",
        description: "Dos barras crujientes de avena y miel.",
      },
      {
        name: "Barra Protein maní y chocolate 40 g",
        brand: "Nature Valley",
        barcode: "7803500695560",
        description: "Barra con 10 g de proteína, maní y chocolate.",
      },
      {
        name: "Barra Wild Protein chocolate 45 g",
        brand: "Wild Protein",
        barcode: "7804650019206",
        description: "Barra de proteína chilena sabor chocolate, sin azúcar añadida.",
      },
      {
        name: "Barra Wild Protein maní 45 g",
        brand: "Wild Protein",
        barcode: "7804650817321",
        description: "Barra de proteína sabor maní.",
      },
    ],
  },
  {
    name: "Cafetería",
    description: "Café, té y algo para acompañar.",
    colour: "#4e342e",
    icon: "cup",
    products: [
      {
        name: "Café espresso",
        brand: "Lavazza",
        barcode: null,
        description: "Café espresso preparado en máquina.",
      },
      {
        name: "Café americano",
        brand: "Lavazza",
        barcode: null,
        description: "Espresso alargado con agua caliente.",
      },
      {
        name: "Café cortado",
        brand: "Lavazza",
        barcode: null,
        description: "Espresso con un poco de leche.",
      },
      {
        name: "Capuchino",
        brand: "Lavazza",
        barcode: null,
        description: "Espresso con leche espumada y cacao.",
      },
      {
        name: "Nescafé Tradición stick 1,8 g",
        brand: "Nescafé",
        barcode: "7802950554106",
        description: "Café instantáneo en sobre individual.",
      },
      {
        name: "Té negro Ceylán (caja 20 bolsitas)",
        brand: "Supremo",
        barcode: "7802720176682",
        description: "Té negro en bolsitas.",
      },
      {
        name: "Té verde (caja 20 bolsitas)",
        brand: "Lipton",
        barcode: "7802720207942",
        description: "Té verde suave en bolsitas.",
      },
      {
        name: "Chocolate caliente",
        brand: "Nesquik",
        barcode: null,
        description: "Leche caliente con cacao, preparada al momento.",
      },
      {
        name: "Leche chocolatada 200 ml",
        brand: "Soprole",
        barcode: "7802660589054",
        description: "Leche sabor chocolate en caja con bombilla.",
        icon: "juice",
      },
      {
        name: "Medialuna",
        brand: "Cafetería del club",
        barcode: null,
        description: "Medialuna de mantequilla del día.",
        icon: "cookie",
      },
      {
        name: "Sándwich jamón queso",
        brand: "Cafetería del club",
        barcode: null,
        description: "Sándwich en pan de molde, hecho el mismo día.",
        icon: "cookie",
      },
    ],
  },
];
