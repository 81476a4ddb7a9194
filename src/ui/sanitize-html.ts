// Stored rich text (blog post bodies, the owner's static pages, product descriptions) made safe to
// render: only text tags, safe links, escaped stray brackets, everything left open closed.
// RichText.tsx styles the result. No shop knowledge: any feature that stores or renders HTML passes
// it through here, with the tags its text may hold (product descriptions have their own list).

/** The tags of a post or page body. */
const RICH_TEXT_TAGS: ReadonlySet<string> = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'blockquote',
  'br',
  'a',
  'code',
  'pre',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const VOID_TAGS = new Set(['br', 'hr']);
/** Removed with everything inside them: their content is not text to show. */
const DROP_WITH_CONTENT = /<(script|style|iframe|object|embed|template|noscript|svg|math)\b[\s\S]*?<\/\1\s*>/gi;
const escapeText = (s: string) =>
  s
    .replace(/&(?!(?:[a-z]+|#\d+|#x[\da-f]+);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A link target that cannot run script: http(s), mailto, or a path on this site. */
const isSafeHref = (href: string) => /^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(href.trim());

/**
 * HTML reduced to an allow-list of text tags (`allowed`): other tags and every attribute are dropped
 * (an allowed <a> keeps a safe href and gets rel="noopener"), the contents of script, style and the
 * like are removed, comments vanish and stray angle brackets are escaped. Unclosed tags are closed at
 * the end.
 */
export function sanitizeHtml(html: string, allowed: ReadonlySet<string> = RICH_TEXT_TAGS): string {
  const cleaned = html.replace(/<!--[\s\S]*?-->/g, '').replace(DROP_WITH_CONTENT, '');
  const out: string[] = [];
  const open: string[] = [];
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^<>]*)>/g;
  let last = 0;
  for (let m = tag.exec(cleaned); m; m = tag.exec(cleaned)) {
    out.push(escapeText(cleaned.slice(last, m.index)));
    last = tag.lastIndex;
    const [, closing, rawName, attrs] = m;
    const name = rawName.toLowerCase();
    if (!allowed.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (VOID_TAGS.has(name)) {
      out.push(`<${name}>`);
      continue;
    }
    if (name === 'a') {
      const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attrs);
      const value = href ? (href[1] ?? href[2] ?? href[3] ?? '') : '';
      out.push(isSafeHref(value) ? `<a href="${escapeAttr(value.trim())}" rel="noopener noreferrer">` : '<a>');
    } else out.push(`<${name}>`);
    open.push(name);
  }
  out.push(escapeText(cleaned.slice(last)));
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}
