// The admin inbox: contact messages (read or unread) and newsletter subscribers, with the
// subscribers' CSV export.

export const INBOX_PAGE_SIZE = 25;

/** One CSV field (RFC 4180): quoted when it must be, and a leading =, +, - or @ neutralised so a
 *  spreadsheet never runs what a visitor typed as a formula. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The subscribers as a CSV file: a header row, then email, language, when they subscribed and when
 * they confirmed it (ISO, UTC; the confirmation is the consent, empty for none).
 */
export function subscribersCsv(rows: { email: string; locale: string; createdAt: Date; confirmedAt: Date | null }[]): string {
  const lines = [['email', 'language', 'subscribed_at', 'confirmed_at'].join(',')];
  for (const r of rows)
    lines.push([csvField(r.email), csvField(r.locale), r.createdAt.toISOString(), r.confirmedAt?.toISOString() ?? ''].join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** A reply link to the sender (until the shop sends email itself): their address and "Re: subject". */
export function replyHref(email: string, subject: string, fallbackSubject: string): string {
  const s = subject.trim() ? `Re: ${subject.trim()}` : fallbackSubject;
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(s)}`;
}
