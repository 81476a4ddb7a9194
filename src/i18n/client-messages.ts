import 'server-only';
// The messages as the browser gets them (NextIntlClientProvider in the locale layout). In the build
// they are already precompiled (next.config.ts: next-intl's `precompile`), so the browser formats them
// with use-intl's small formatter instead of shipping an ICU parser (IntlMessageFormat, some 12 kB
// gzipped on every page). Only the ids the browser needs are sent (client-message-ids.json,
// `npm run messages:client`): every shop page gets those of the site frame and the pages outside
// any section, a section's layout adds its own pages' (<SectionMessages>), a part the browser loads
// on demand fetches its own with its code (ui/on-demand.tsx, /api/messages), and the admin's pages
// get all that any page's can.
import { messagesFor } from './messages';
import type { Locale } from './routing';
import clientMessageIds from './client-message-ids.json';

export type ClientMessages = Record<string, string>;
/** Whose pages the messages are for. */
export type ClientMessageScope = 'shop' | 'admin';
/** A section of the shop: a layout below the site frame's, named by its folder. */
export type ClientMessageSection = keyof typeof clientMessageIds.sections;
/** A part loaded on demand with its messages (`onDemand('name', …)`). */
export type ClientMessagePart = keyof typeof clientMessageIds.parts;

const selected = new Map<string, ClientMessages>();

function select(locale: Locale, key: string, ids: readonly string[]): ClientMessages {
  let messages = selected.get(`${locale}:${key}`);
  if (!messages) {
    const all = messagesFor(locale);
    messages = Object.fromEntries(ids.filter((id) => id in all).map((id) => [id, all[id]!]));
    selected.set(`${locale}:${key}`, messages);
  }
  return messages;
}

export const clientMessagesFor = (locale: Locale, scope: ClientMessageScope): ClientMessages =>
  select(locale, scope, clientMessageIds[scope]);

export const sectionMessagesFor = (locale: Locale, section: ClientMessageSection): ClientMessages =>
  select(locale, `section:${section}`, clientMessageIds.sections[section]);

export const isClientMessagePart = (name: string | null): name is ClientMessagePart =>
  name !== null && Object.hasOwn(clientMessageIds.parts, name);

export const partMessagesFor = (locale: Locale, part: ClientMessagePart): ClientMessages =>
  select(locale, `part:${part}`, clientMessageIds.parts[part]);
