import sharp from "sharp";

/** The drawing that says what a category holds, in a 200×200 box, white on the category's colour. */
export type CatalogIcon =
  | "bottle"
  | "can"
  | "bolt"
  | "drop"
  | "juice"
  | "cookie"
  | "chips"
  | "nut"
  | "ball"
  | "grip"
  | "band"
  | "cup";

const ICONS: Record<CatalogIcon, string> = {
  bottle: `<path d="M82 10h36v28c0 10 22 22 22 48v96a12 12 0 0 1-12 12H72a12 12 0 0 1-12-12V86c0-26 22-38 22-48z"/>
    <rect x="60" y="100" width="80" height="46" fill-opacity="0.35" fill="#000"/>`,
  can: `<rect x="52" y="22" width="96" height="160" rx="16"/><rect x="62" y="12" width="76" height="14" rx="6"/>
    <rect x="52" y="70" width="96" height="56" fill="#000" fill-opacity="0.3"/>`,
  bolt: `<rect x="52" y="22" width="96" height="160" rx="16"/><rect x="62" y="12" width="76" height="14" rx="6"/>
    <path d="M108 52l-34 62h24l-10 52 38-68h-24z" fill="#000" fill-opacity="0.35"/>`,
  drop: `<path d="M100 10C70 60 44 92 44 128a56 56 0 0 0 112 0c0-36-26-68-56-118z"/>
    <path d="M76 130a24 24 0 0 0 24 24" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="8" stroke-linecap="round"/>`,
  juice: `<path d="M56 50h88v132a10 10 0 0 1-10 10H66a10 10 0 0 1-10-10z"/><path d="M56 50l20-26h48l20 26z"/>
    <path d="M122 24l14-18" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
    <circle cx="100" cy="122" r="30" fill="#000" fill-opacity="0.3"/>`,
  cookie: `<circle cx="100" cy="100" r="84"/><g fill="#000" fill-opacity="0.3"><circle cx="70" cy="70" r="12"/>
    <circle cx="122" cy="62" r="9"/><circle cx="130" cy="118" r="13"/><circle cx="78" cy="128" r="10"/><circle cx="104" cy="96" r="7"/></g>`,
  chips: `<path d="M44 20h112l-10 26 10 26-10 26 10 26-10 26 10 26-10 24H54l-10-24 10-26-10-26 10-26-10-26 10-26-10-26z"/>
    <ellipse cx="100" cy="104" rx="34" ry="24" fill="#000" fill-opacity="0.3"/>`,
  nut: `<path d="M100 14c34 0 50 26 42 52-6 18-6 26 0 44 10 34-12 76-42 76s-52-42-42-76c6-18 6-26 0-44-8-26 8-52 42-52z"/>
    <g fill="#000" fill-opacity="0.25"><circle cx="86" cy="56" r="6"/><circle cx="112" cy="76" r="6"/><circle cx="88" cy="128" r="6"/><circle cx="114" cy="150" r="6"/></g>`,
  ball: `<circle cx="100" cy="100" r="86"/>
    <g fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="10"><path d="M30 50c40 20 40 80 0 100"/><path d="M170 50c-40 20-40 80 0 100"/></g>`,
  grip: `<rect x="70" y="8" width="60" height="184" rx="26"/>
    <g stroke="#000" stroke-opacity="0.3" stroke-width="10"><path d="M70 46l60-22M70 86l60-22M70 126l60-22M70 166l60-22"/></g>`,
  band: `<path d="M100 24c52 0 84 24 84 52v48c0 28-32 52-84 52s-84-24-84-52V76c0-28 32-52 84-52z"/>
    <ellipse cx="100" cy="86" rx="58" ry="30" fill="#000" fill-opacity="0.3"/>`,
  cup: `<path d="M34 76h112v54a46 46 0 0 1-46 46H80a46 46 0 0 1-46-46z"/>
    <path d="M146 92h12a22 22 0 0 1 0 44h-14" fill="none" stroke="#fff" stroke-width="12"/>
    <g fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"><path d="M70 54c-8-12 8-18 0-32"/><path d="M100 54c-8-12 8-18 0-32"/><path d="M130 54c-8-12 8-18 0-32"/></g>`,
};

export const CATALOG_IMAGE_SIZE = 480;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Breaks a name into lines of at most `width` characters, at spaces (a longer word keeps its line). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  // A quantity stays with its unit ("45 g", "1,5 L"): a no-break space joins them into one word.
  const words = text.replace(/(\d) (?=(g|ml|L|kg|gr|lt)\b)/g, "$1\u00a0").split(" ");
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const FONT = "DejaVu Sans, Verdana, sans-serif";

/** The product's card: its category's colour and drawing above; brand, name and category in a white panel. */
export function catalogImageSvg(p: {
  name: string;
  brand: string;
  category: string;
  colour: string;
  icon: CatalogIcon;
}): string {
  const size = CATALOG_IMAGE_SIZE;
  // Sized for the panel's 390 px: long names get a smaller type and a fourth line.
  let fontSize = 28;
  let lines = wrap(p.name, 21);
  if (lines.length > 3) {
    fontSize = 23;
    lines = wrap(p.name, 27).slice(0, 4);
  }
  const nameText = lines
    .map(
      (line, i) =>
        `<tspan x="44" dy="${i === 0 ? 0 : Math.round(fontSize * 1.2)}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${p.colour}"/><stop offset="1" stop-color="${p.colour}" stop-opacity="0.72"/>
  </linearGradient></defs>
  <rect width="${size}" height="${size}" fill="#fff"/><rect width="${size}" height="${size}" fill="url(#bg)"/>
  <circle cx="410" cy="50" r="120" fill="#fff" fill-opacity="0.12"/>
  <circle cx="40" cy="230" r="80" fill="#fff" fill-opacity="0.08"/>
  <g transform="translate(150 18) scale(0.9)" fill="#fff" fill-opacity="0.95">${ICONS[p.icon]}</g>
  <rect x="20" y="220" width="440" height="240" rx="22" fill="#fff"/>
  <text x="44" y="262" font-family="${FONT}" font-size="18" font-weight="bold" letter-spacing="2"
    fill="${p.colour}">${escapeXml(p.brand.toUpperCase() || "CLUB")}</text>
  <text x="44" y="${fontSize === 28 ? 306 : 300}" font-family="${FONT}" font-size="${fontSize}"
    font-weight="bold" fill="#1f2933">${nameText}</text>
  <text x="44" y="436" font-family="${FONT}" font-size="15" fill="#7b8794">${escapeXml(p.category)}</text>
</svg>`;
}

/** Renders the card as a PNG (flat colours compress small and encode fast). */
export function renderCatalogImage(p: Parameters<typeof catalogImageSvg>[0]): Promise<Buffer> {
  return sharp(Buffer.from(catalogImageSvg(p)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}
