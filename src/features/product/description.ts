// A product's description: the HTML the owner writes in the back office or brings in an import,
// reduced to the formatting a description may hold, when it is stored and again when the product page
// renders it (a row written by other means is made safe too). Apart from model.ts, which the browser's
// components import: the sanitiser stays on the server.
import { sanitizeHtml } from '@/ui/sanitize-html';

// bdi: a code inside the text (a part number) keeps its left-to-right order in Arabic.
const DESCRIPTION_TAGS: ReadonlySet<string> = new Set([
  'bdi',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'h3',
  'h4',
  'h5',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);

/** A product description as stored: the description's formatting tags without any attribute; every other tag goes, its text stays (escaped). */
export const sanitizeDescription = (html: string): string => sanitizeHtml(html, DESCRIPTION_TAGS);
