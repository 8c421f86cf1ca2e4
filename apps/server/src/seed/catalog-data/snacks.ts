import type { CatalogCategory } from "./types";

/** Snacks dulces y salados: barcodes are EAN-13 with the Chilean prefix 780 and a correct check digit. */
export const SNACKS: CatalogCategory[] = [
  {
    name: "Snacks dulces",
    description: "Galletas, chocolates y alfajores.",
    colour: "#ad1457",
    icon: "cookie",
    products: [
      {
        name: "Galletas Tritón vainilla 126 g",
        brand: "McKay",
        barcode: "7802950451771",
        description: "Galletas de chocolate rellenas con crema sabor vainilla.",
      },
      {
        name: "Galletas Kuky clásica 120 g",
        brand: "McKay",
        barcode: "7802950409826",
        description: "Galletas con chips de chocolate.",
      },
      {
        name: "Galletas Niza 150 g",
        brand: "McKay",
        barcode: "7802950994162",
        description: "Galletas de vainilla de siempre, ideales con café.",
      },
      {
        name: "Galletas Negrita 117 g",
        brand: "McKay",
        barcode: "7802950722932",
        description: "Galletas bañadas en chocolate.",
      },
      {
        name: "Galletas Frac clásica 130 g",
        brand: "Costa",
        barcode: "7802575220530",
        description: "Galletas de chocolate rellenas sabor vainilla.",
      },
      {
        name: "Galletas Tuareg 120 g",
        brand: "Costa",
        barcode: "7802575302502",
        description: "Galletas rellenas con crema sabor coco.",
      },
      {
        name: "Chocolate Rama leche 20 g",
        brand: "Costa",
        barcode: "7802575316646",
        description: "Barra de chocolate de leche en formato rama.",
      },
      {
        name: "Chocman 33 g",
        brand: "Costa",
        barcode: "7802575813480",
        description: "Queque bañado en chocolate relleno con crema.",
      },
      {
        name: "Chubi 25 g",
        brand: "Costa",
        barcode: "7802575393456",
        description: "Confites de chocolate de colores.",
      },
      {
        name: "Super 8 29 g",
        brand: "Nestlé",
        barcode: "7802950135114",
        description: "Barquillo bañado en chocolate, el clásico de kiosko.",
      },
      {
        name: "Trencito 25 g",
        brand: "Nestlé",
        barcode: "7802950585070",
        description: "Chocolate de leche en barra.",
      },
      {
        name: "Kit Kat 41,5 g",
        brand: "Nestlé",
        barcode: "7802950579864",
        description: "Barquillo crujiente cubierto de chocolate.",
      },
      {
        name: "Sahne-Nuss 30 g",
        brand: "Nestlé",
        barcode: "7802950653564",
        description: "Chocolate de leche con almendras enteras.",
      },
      {
        name: "Alfajor Chocolate 45 g",
        brand: "Costa",
        barcode: "7802575989802",
        description: "Alfajor relleno con manjar bañado en chocolate.",
      },
    ],
  },
  {
    name: "Snacks salados",
    description: "Papas fritas, ramitas y picoteo salado.",
    colour: "#9e5d00",
    icon: "chips",
    products: [
      {
        name: "Papas fritas Lay's Clásicas 110 g",
        brand: "Evercrisp",
        barcode: "7801420854265",
        description: "Papas fritas clásicas con sal.",
      },
      {
        name: "Papas fritas Lay's Corte Americano 110 g",
        brand: "Evercrisp",
        barcode: "7801420715870",
        description: "Papas fritas onduladas con sal.",
      },
      {
        name: "Ramitas saladas 100 g",
        brand: "Evercrisp",
        barcode: "7801420182733",
        description: "Ramitas de maíz saladas.",
      },
      {
        name: "Cheetos queso 60 g",
        brand: "Evercrisp",
        barcode: "7801420459859",
        description: "Snack de maíz sabor queso.",
      },
      {
        name: "Doritos queso 85 g",
        brand: "Evercrisp",
        barcode: "7801420240402",
        description: "Tortillas de maíz sabor queso.",
      },
      {
        name: "Papas fritas Original 150 g",
        brand: "Marco Polo",
        barcode: "7802580436698",
        description: "Papas fritas lisas con sal de mar.",
      },
      {
        name: "Papas fritas Corte Americano 150 g",
        brand: "Marco Polo",
        barcode: "7802580894849",
        description: "Papas fritas onduladas, crujientes.",
      },
      {
        name: "Ramitas queso 80 g",
        brand: "Marco Polo",
        barcode: "7802580160715",
        description: "Ramitas de maíz sabor queso.",
      },
      {
        name: "Suflés de maíz 60 g",
        brand: "Marco Polo",
        barcode: "7802580269708",
        description: "Suflés de maíz horneados con sal.",
      },
      {
        name: "Galletas de agua 105 g",
        brand: "Costa",
        barcode: "7802575989147",
        description: "Galletas de agua crujientes, livianas y saladas.",
      },
      {
        name: "Pretzels 100 g",
        brand: "Evercrisp",
        barcode: "7801420823131",
        description: "Pretzels horneados con sal gruesa.",
      },
    ],
  },
];
