// Colour swatches (specification section 5): which class a hex colour's swatch takes (white, black,
// dark or light, by its WCAG contrast with white and black), so its check mark and border stay
// visible. Pure colour rules, no shop knowledge: the product page's options and the listing's colour
// filter draw the same swatches.

export type ColorClass = 'white' | 'black' | 'dark' | 'light';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const isValidColor = (value: string) => HEX.test(value);

function rgb(hex: string): [number, number, number] {
  if (!isValidColor(hex)) throw new Error('Invalid color');
  const h = hex.slice(1);
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a hex colour. */
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The swatch class of section 5; throws 'Invalid color' for anything but #rgb or #rrggbb. */
export function colorClass(hex: string): ColorClass {
  const withWhite = contrast(hex, '#fff');
  if (withWhite === 1) return 'white';
  if (withWhite === 21) return 'black';
  if (withWhite >= 3 && contrast(hex, '#000') < 10) return 'dark';
  return 'light';
}

/** The swatch class of a colour that may be missing or malformed: null when it is not a valid colour. */
export const swatchOf = (color: string | null): ColorClass | null => (color !== null && isValidColor(color) ? colorClass(color) : null);
