import type { CatalogCategory } from "./types";

/** Pelotas, grips y accesorios de pádel: barcodes are EAN-13 with the Chilean prefix 780 and a correct check digit. */
export const PADEL_GEAR: CatalogCategory[] = [
  {
    name: "Pelotas",
    description: "Tubos de pelotas de pádel para entrenar y competir.",
    colour: "#2e7d32",
    icon: "ball",
    products: [
      {
        name: "Pelotas Head Padel Pro",
        brand: "Head",
        barcode: "7809101372152",
        description: "Tubo de 3 pelotas presurizadas oficiales de circuitos profesionales.",
      },
      {
        name: "Pelotas Head Padel Pro S",
        brand: "Head",
        barcode: "7809101363730",
        description: "Tubo de 3 pelotas de mayor velocidad para juego rápido.",
      },
      {
        name: "Pelotas Head Padel",
        brand: "Head",
        barcode: "7809101002837",
        description: "Tubo de 3 pelotas para entrenamiento y juego recreativo.",
      },
      {
        name: "Pelotas Bullpadel Premium Pro",
        brand: "Bullpadel",
        barcode: "7809102526738",
        description: "Tubo de 3 pelotas de alta durabilidad y bote constante.",
      },
      {
        name: "Pelotas Bullpadel Next Pro",
        brand: "Bullpadel",
        barcode: "7809102312805",
        description: "Tubo de 3 pelotas de competición con fieltro premium.",
      },
      {
        name: "Pelotas Wilson Padel Rush 100",
        brand: "Wilson",
        barcode: "7809103568270",
        description: "Tubo de 3 pelotas rápidas para jugadores de nivel avanzado.",
      },
      {
        name: "Pelotas Babolat Court Padel",
        brand: "Babolat",
        barcode: "7809104592571",
        description: "Tubo de 3 pelotas de bote regular para todo tipo de canchas.",
      },
      {
        name: "Pelotas Adidas Speed RX",
        brand: "Adidas",
        barcode: "7809105608172",
        description: "Tubo de 3 pelotas de gran velocidad y control.",
      },
      {
        name: "Pelotas Nox Pro Titanium",
        brand: "Nox",
        barcode: "7809106957804",
        description: "Tubo de 3 pelotas de competición con núcleo de alta presión.",
      },
      {
        name: "Pelotas Dunlop Padel Pro",
        brand: "Dunlop",
        barcode: "7809107672478",
        description: "Tubo de 3 pelotas presurizadas de larga duración.",
      },
    ],
  },
  {
    name: "Grips y overgrips",
    description: "Cubregrips y grips de reemplazo para la paleta.",
    colour: "#6a1b9a",
    icon: "grip",
    products: [
      {
        name: "Overgrip Head Prime Tour (3 unidades)",
        brand: "Head",
        barcode: "7809101686099",
        description: "Overgrip de tacto seco que absorbe el sudor.",
      },
      {
        name: "Grip Head HydroSorb Pro",
        brand: "Head",
        barcode: "7809101070775",
        description: "Grip de reemplazo con gran absorción y amortiguación.",
      },
      {
        name: "Overgrip Bullpadel GB1200 (3 unidades)",
        brand: "Bullpadel",
        barcode: "7809102785272",
        description: "Overgrip perforado de tacto suave.",
      },
      {
        name: "Overgrip Bullpadel Comfort (unidad)",
        brand: "Bullpadel",
        barcode: "7809102753769",
        description: "Overgrip individual de tacto adherente.",
      },
      {
        name: "Overgrip Wilson Pro Overgrip (3 unidades)",
        brand: "Wilson",
        barcode: "7809103769691",
        description: "El overgrip más usado del circuito, tacto pegajoso.",
      },
      {
        name: "Overgrip Babolat My Overgrip (3 unidades)",
        brand: "Babolat",
        barcode: "7809104472941",
        description: "Overgrip fino de buen agarre.",
      },
      {
        name: "Overgrip Adidas (3 unidades)",
        brand: "Adidas",
        barcode: "7809105623779",
        description: "Overgrip de tacto suave y absorbente.",
      },
      {
        name: "Overgrip Nox Pro Overgrip (unidad)",
        brand: "Nox",
        barcode: "7809106084746",
        description: "Overgrip perforado para manos que transpiran.",
      },
      {
        name: "Overgrip Dunlop Tour Dry (3 unidades)",
        brand: "Dunlop",
        barcode: "7809107531829",
        description: "Overgrip de tacto seco para climas cálidos.",
      },
    ],
  },
  {
    name: "Accesorios",
    description: "Todo lo demás para jugar cómodo.",
    colour: "#37474f",
    icon: "band",
    products: [
      {
        name: "Protector de paleta transparente",
        brand: "Head",
        barcode: "7809101866767",
        description: "Cinta protectora para el marco de la paleta.",
      },
      {
        name: "Muñequera de toalla (par)",
        brand: "Bullpadel",
        barcode: "7809102086096",
        description: "Muñequeras de algodón absorbente.",
      },
      {
        name: "Muñequera corta (par)",
        brand: "Adidas",
        barcode: "7809105033455",
        description: "Muñequeras elásticas de toalla.",
      },
      {
        name: "Cintillo deportivo",
        brand: "Head",
        barcode: "7809101278683",
        description: "Cintillo de toalla para la frente.",
      },
      {
        name: "Gorra de pádel",
        brand: "Bullpadel",
        barcode: "7809102549652",
        description: "Gorra liviana y transpirable.",
      },
      {
        name: "Visera Nox",
        brand: "Nox",
        barcode: "7809106867356",
        description: "Visera deportiva ajustable.",
      },
      {
        name: "Calcetines técnicos de pádel (par)",
        brand: "Bullpadel",
        barcode: "7809102022063",
        description: "Calcetines con refuerzo en talón y puntera.",
      },
      {
        name: "Toalla deportiva",
        brand: "Head",
        barcode: null,
        description: "Toalla de microfibra compacta.",
      },
      {
        name: "Botella deportiva 750 ml",
        brand: "Wilson",
        barcode: null,
        description: "Botella reutilizable con tapa deportiva.",
        icon: "bottle",
      },
      {
        name: "Cordón de muñeca para paleta",
        brand: "Babolat",
        barcode: null,
        description: "Cordón de seguridad de repuesto para la paleta.",
      },
    ],
  },
];
