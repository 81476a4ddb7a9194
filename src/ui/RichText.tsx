// Stored HTML (post bodies, static pages) with the shop's typography. The caller passes HTML that
// went through sanitizeHtml; this component only styles it.
const RICH_TEXT =
  'text-[16px] leading-[1.75] text-ink/90 [&_a]:text-brand [&_a]:underline [&_blockquote]:my-6 [&_blockquote]:border-s-4 [&_blockquote]:border-brand [&_blockquote]:bg-surface [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:text-lg [&_blockquote]:italic [&_h2]:mt-9 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-7 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink [&_li]:my-1.5 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-4 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:my-4 [&_ul]:list-disc [&_ul]:ps-6 [&_table]:my-6 [&_table]:w-full [&_td]:border [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-line [&_th]:bg-surface [&_th]:px-3 [&_th]:py-2 [&_th]:text-start [&_code]:rounded [&_code]:bg-surface [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&>:first-child]:mt-0';

export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${RICH_TEXT} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
