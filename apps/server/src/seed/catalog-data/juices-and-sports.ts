import type { CatalogCategory } from "./types";

/** Jugos, isotónicas y energéticas: barcodes are EAN-13 with the Chilean prefix 780 and a correct check digit. */
export const JUICES_AND_SPORTS_DRINKS: CatalogCategory[] = [
  {
    name: "Jugos y néctares",
    description: "Néctares y jugos en caja y botella.",
    colour: "#e65100",
    icon: "juice",
    products: [
      {
        name: "Néctar durazno 300 ml",
        brand: "Watt's",
        barcode: "7801310180849",
        description: "Néctar de durazno en botella individual.",
      },
      {
        name: "Néctar naranja 300 ml",
        brand: "Watt's",
        barcode: "7801310747028",
        description: "Néctar de naranja en botella individual.",
      },
      {
        name: "Néctar piña 1,5 L",
        brand: "Watt's",
        barcode: "7801310423342",
        description: "Néctar de piña en botella familiar.",
      },
      {
        name: "Néctar damasco 200 ml",
        brand: "Watt's",
        barcode: "7801310825115",
        description: "Néctar de damasco en caja con bombilla.",
      },
      {
        name: "Jugo manzana 200 ml",
        brand: "Andina del Sur",
        barcode: "7801615049926",
        description: "Jugo de manzana en caja con bombilla.",
      },
      {
        name: "Néctar frambuesa 200 ml",
        brand: "Andina del Sur",
        barcode: "7801615745057",
        description: "Néctar de frambuesa en caja con bombilla.",
      },
      {
        name: "Néctar durazno light 1 L",
        brand: "Andina del Sur",
        barcode: "7801615801883",
        description: "Néctar de durazno sin azúcar añadida.",
      },
      {
        name: "Néctar mango 300 ml",
        brand: "Andina del Sur",
        barcode: "7801615730503",
        description: "Néctar de mango en botella individual.",
      },
    ],
  },
  {
    name: "Bebidas isotónicas y energéticas",
    description: "Para recuperar sales y energía en el partido.",
    colour: "#283593",
    icon: "bolt",
    products: [
      {
        name: "Gatorade Frutas Tropicales 500 ml",
        brand: "Gatorade",
        barcode: "7801620168599",
        description: "Bebida isotónica que repone líquidos y electrolitos.",
        icon: "bottle",
      },
      {
        name: "Gatorade Mandarina 500 ml",
        brand: "Gatorade",
        barcode: "7801620209582",
        description: "Bebida isotónica sabor mandarina.",
        icon: "bottle",
      },
      {
        name: "Gatorade Cool Blue 750 ml",
        brand: "Gatorade",
        barcode: "7801620891336",
        description: "Bebida isotónica sabor frambuesa azul, botella grande.",
        icon: "bottle",
      },
      {
        name: "Gatorade Uva 500 ml",
        brand: "Gatorade",
        barcode: "7801620785161",
        description: "Bebida isotónica sabor uva.",
        icon: "bottle",
      },
      {
        name: "Powerade Mountain Blast 500 ml",
        brand: "Powerade",
        barcode: "7801610635223",
        description: "Bebida isotónica sabor mora azul.",
        icon: "bottle",
      },
      {
        name: "Powerade Frutas Tropicales 500 ml",
        brand: "Powerade",
        barcode: "7801610667224",
        description: "Bebida isotónica sabor frutas tropicales.",
        icon: "bottle",
      },
      {
        name: "Monster Energy 473 ml",
        brand: "Monster",
        barcode: "7801610705766",
        description: "Bebida energética original en lata grande.",
      },
      {
        name: "Monster Energy Ultra Zero Azúcar 473 ml",
        brand: "Monster",
        barcode: "7801610357620",
        description: "Bebida energética sin azúcar, sabor cítrico suave.",
      },
      {
        name: "Monster Mango Loco 473 ml",
        brand: "Monster",
        barcode: "7801610453414",
        description: "Bebida energética sabor mango y frutas tropicales.",
      },
      {
        name: "Red Bull Energy Drink 250 ml",
        brand: "Red Bull",
        barcode: "7801640373539",
        description: "Bebida energética en lata, la clásica.",
      },
      {
        name: "Red Bull Sugarfree 250 ml",
        brand: "Red Bull",
        barcode: "7801640542300",
        description: "Bebida energética sin azúcar.",
      },
      {
        name: "Score Energy Drink 500 ml",
        brand: "Score",
        barcode: "7801620527778",
        description: "Bebida energética sabor original.",
      },
    ],
  },
];
