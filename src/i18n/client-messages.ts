import 'server-only';
// The messages as the browser gets them (NextIntlClientProvider in the locale layout): precompiled
// with icu-minify, the compiler next-intl's own `precompile` option uses. The browser then formats
// them with use-intl's small precompiled-message formatter instead of shipping an ICU parser
// (IntlMessageFormat, some 12 kB gzipped on every page); next.config.ts swaps the formatter in.
// Server components and route handlers keep the plain catalogue (messages.ts) and the full formatter.
import compile from 'icu-minify/compile';
import { messagesFor } from './messages';
import type { Locale } from './routing';

export type ClientMessages = Record<string, ReturnType<typeof compile>>;

const compiled = new Map<Locale, ClientMessages>();

export function clientMessagesFor(locale: Locale): ClientMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    // A JSON round trip: the compiler's branch tables have no prototype, and React passes only plain
    // objects to client components.
    messages = JSON.parse(
      JSON.stringify(Object.fromEntries(Object.entries(messagesFor(locale)).map(([id, message]) => [id, compile(message)]))),
    ) as ClientMessages;
    compiled.set(locale, messages);
  }
  return messages;
}
