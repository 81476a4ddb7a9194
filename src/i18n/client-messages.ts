import 'server-only';
// The messages as the browser gets them (NextIntlClientProvider in the locale layout). In the build
// they are already precompiled (next.config.ts: next-intl's `precompile`), so the browser formats them
// with use-intl's small formatter instead of shipping an ICU parser (IntlMessageFormat, some 12 kB
// gzipped on every page). Only the ids the browser needs are sent: the shop's pages get those the
// shop's client code can show, the admin's pages all that any page's can (client-message-ids.json,
// `npm run messages:client`).
import { messagesFor } from './messages';
import type { Locale } from './routing';
import clientMessageIds from './client-message-ids.json';

export type ClientMessages = Record<string, string>;
/** Whose pages the messages are for. */
export type ClientMessageScope = keyof typeof clientMessageIds;

const selected = new Map<string, ClientMessages>();

export function clientMessagesFor(locale: Locale, scope: ClientMessageScope): ClientMessages {
  const key = `${locale}:${scope}`;
  let messages = selected.get(key);
  if (!messages) {
    const all = messagesFor(locale);
    messages = Object.fromEntries(clientMessageIds[scope].filter((id) => id in all).map((id) => [id, all[id]!]));
    selected.set(key, messages);
  }
  return messages;
}
