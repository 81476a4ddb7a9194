import 'server-only';
// The messages as the browser gets them (NextIntlClientProvider in the locale layout): precompiled
// with icu-minify, the compiler next-intl's own `precompile` option uses. The browser then formats
// them with use-intl's small precompiled-message formatter instead of shipping an ICU parser
// (IntlMessageFormat, some 12 kB gzipped on every page); next.config.ts swaps the formatter in.
// Server components and route handlers keep the plain catalogue (messages.ts) and the full formatter.
// Only the ids the browser needs are sent: the shop's pages get those the shop's client code can show,
// the admin's pages all that any page's can (client-message-ids.json, `npm run messages:client`).
import compile from 'icu-minify/compile';
import { messagesFor } from './messages';
import type { Locale } from './routing';
import clientMessageIds from './client-message-ids.json';

export type ClientMessages = Record<string, ReturnType<typeof compile>>;
/** Whose pages the messages are for. */
export type ClientMessageScope = keyof typeof clientMessageIds;

const compiled = new Map<string, ClientMessages>();

export function clientMessagesFor(locale: Locale, scope: ClientMessageScope): ClientMessages {
  const key = `${locale}:${scope}`;
  let messages = compiled.get(key);
  if (!messages) {
    const all = messagesFor(locale);
    // A JSON round trip: the compiler's branch tables have no prototype, and React passes only plain
    // objects to client components.
    messages = JSON.parse(
      JSON.stringify(Object.fromEntries(clientMessageIds[scope].filter((id) => id in all).map((id) => [id, compile(all[id]!)]))),
    ) as ClientMessages;
    compiled.set(key, messages);
  }
  return messages;
}
