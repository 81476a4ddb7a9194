// The shapes of the shop's icons, drawn once into one sprite (app/icons/[file]/route.ts serves it) that
// every icon shows with <use> (icons.tsx): a page then carries a short reference per icon instead of
// its paths, twice over (in the HTML and in the React payload). The home page draws about 190 icons,
// 125 of them rating stars. Server-side only: icons.tsx imports the names as a type, so no browser
// bundle carries these paths.
//
// An outline is stroked in the text colour and filled with the <svg>'s own `fill` (none, or the text
// colour for a kept product's heart and a rating's stars); a mark (a social network's) is filled.

import { RATING_ROW, RATING_SCALE } from './rating-row';

const outline = (shape: string, strokeWidth = 1.8) =>
  `<g stroke="currentColor" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${shape}</g>`;
const mark = (d: string) => `<path fill="currentColor" fill-rule="evenodd" stroke="none" d="${d}"/>`;

const ICON_SHAPES = {
  search: outline('<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>'),
  heart: outline(
    '<path d="M12 20s-7-4.4-9.2-8.6C1.2 8.2 3 4.5 6.6 4.5c2 0 3.3 1 4.4 2.5 1.1-1.5 2.4-2.5 4.4-2.5 3.6 0 5.4 3.7 3.8 6.9C19 15.6 12 20 12 20Z"/>',
  ),
  user: outline('<circle cx="12" cy="8" r="4"/><path d="M4 21c1.2-4 4.3-6 8-6s6.8 2 8 6"/>'),
  cart: outline('<path d="M3 4h2.5l2.2 11h10.6l2.2-8H7"/><circle cx="9.5" cy="19.5" r="1.5"/><circle cx="17" cy="19.5" r="1.5"/>'),
  menu: outline('<path d="M3 6h18M3 12h18M3 18h18"/>'),
  close: outline('<path d="M6 6l12 12M18 6 6 18"/>'),
  'chevron-down': outline('<path d="m6 9 6 6 6-6"/>'),
  'chevron-next': outline('<path d="m9 6 6 6-6 6"/>'),
  'chevron-back': outline('<path d="m15 6-6 6 6 6"/>'),
  phone: outline('<path d="M5 3h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 13l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z"/>'),
  car: outline(
    '<path d="M3 13l2-5.5A2 2 0 0 1 6.9 6h10.2a2 2 0 0 1 1.9 1.5L21 13v5h-2.5M3 13v5h2.5M3 13h18"/><circle cx="7.5" cy="16.5" r="1.8"/><circle cx="16.5" cy="16.5" r="1.8"/><path d="M9.5 18h5"/>',
  ),
  compare: outline('<path d="M7 4v16M17 4v16M3 8l4-4 4 4M13 16l4 4 4-4"/>'),
  star: outline('<path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z"/>', 1.2),
  truck: outline('<path d="M2 6h11v10H2zM13 9h4l4 4v3h-8"/><circle cx="6" cy="17.5" r="1.8"/><circle cx="17" cy="17.5" r="1.8"/>'),
  headset: outline(
    '<path d="M4 14v-2a8 8 0 0 1 16 0v2"/><rect x="3" y="13" width="4" height="6" rx="1.5"/><rect x="17" y="13" width="4" height="6" rx="1.5"/><path d="M19 19c0 1.5-2 2.5-5 2.5"/>',
  ),
  wallet: outline('<rect x="3" y="6" width="18" height="13" rx="2"/><path d="M16 12.5h2M3 9h18"/>'),
  return: outline('<path d="M9 14 4 9l5-5"/><path d="M4 9h10a6 6 0 0 1 0 12h-3"/>'),
  'shield-check': outline('<path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z"/><path d="m8.5 12 2.5 2.5 4.5-5"/>'),
  'map-pin': outline('<path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z"/><circle cx="12" cy="9.5" r="2.5"/>'),
  mail: outline('<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m4 7 8 6 8-6"/>'),
  clock: outline('<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>'),
  facebook: mark('M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z'),
  x: mark('M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7L17.8 3Zm-1 16.2h1.7L7.3 4.7H5.5l11.3 14.5Z'),
  youtube: mark(
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  ),
  instagram: mark(
    'M12 3.5c2.3 0 2.6 0 3.5.1 2.3.1 3.4 1.2 3.5 3.5.1.9.1 1.2.1 3.5v2.8c0 2.3 0 2.6-.1 3.5-.1 2.3-1.2 3.4-3.5 3.5-.9.1-1.2.1-3.5.1H9.2c-2.3 0-2.6 0-3.5-.1-2.3-.1-3.4-1.2-3.5-3.5-.1-.9-.1-1.2-.1-3.5v-2.8c0-2.3 0-2.6.1-3.5.1-2.3 1.2-3.4 3.5-3.5.9-.1 1.2-.1 3.5-.1H12Zm0 1.6H9.2c-2.2 0-2.5 0-3.4.1-1.5.1-2.2.8-2.3 2.3-.1.9-.1 1.2-.1 3.4v2.2c0 2.2 0 2.5.1 3.4.1 1.5.8 2.2 2.3 2.3.9.1 1.2.1 3.4.1h5.6c2.2 0 2.5 0 3.4-.1 1.5-.1 2.2-.8 2.3-2.3.1-.9.1-1.2.1-3.4v-2.2c0-2.2 0-2.5-.1-3.4-.1-1.5-.8-2.2-2.3-2.3-.9-.1-1.2-.1-3.4-.1H12Zm0 3a3.9 3.9 0 1 1 0 7.8 3.9 3.9 0 0 1 0-7.8Zm0 1.6a2.3 2.3 0 1 0 0 4.6 2.3 2.3 0 0 0 0-4.6Zm4.1-2.7a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8Z',
  ),
  pencil: outline('<path d="M4 20h4L19 9l-4-4L4 16v4Z"/><path d="m13.5 6.5 4 4"/>'),
  check: outline('<path d="m5 12.5 4.5 4.5L19 7.5"/>'),
};

export type IconName = keyof typeof ICON_SHAPES;

// A rating's row of stars is one symbol per count of active ones (stars-0 … stars-5), so a product
// card's rating is one <use> instead of five icons. The active are gold, the rest grey, from the
// left; a right-to-left page mirrors the row (Rating.tsx).
function ratingRow(active: number): string {
  const step = RATING_ROW.star + RATING_ROW.gap;
  const stars = Array.from({ length: RATING_SCALE }, (_, i) => {
    const colour = i < active ? '#ffb400' : '#dcdcdc';
    return `<use href="#star" x="${i * step}" width="${RATING_ROW.star}" height="${RATING_ROW.star}" color="${colour}" fill="${colour}"/>`;
  });
  return `<symbol id="stars-${active}" viewBox="0 0 ${RATING_SCALE * step - RATING_ROW.gap} ${RATING_ROW.star}">${stars.join('')}</symbol>`;
}

/** The sprite: one 24 × 24 symbol per shape, named by its key, and the rating rows. */
export const iconSprite = () =>
  `<svg xmlns="http://www.w3.org/2000/svg">${Object.entries(ICON_SHAPES)
    .map(([name, shape]) => `<symbol id="${name}" viewBox="0 0 24 24">${shape}</symbol>`)
    .join('')}${Array.from({ length: RATING_SCALE + 1 }, (_, active) => ratingRow(active)).join('')}</svg>`;
