// A section's own client messages on top of the site frame's (client-messages.ts): the pages of
// one section (the cart and checkout, the account…) need texts no other page does, so only they
// carry them.
import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import { sectionMessagesFor, type ClientMessageSection } from './client-messages';
import type { Locale } from './routing';
import { MoreMessages } from './MoreMessages';

export async function SectionMessages({ section, children }: { section: ClientMessageSection; children: ReactNode }) {
  const messages = sectionMessagesFor((await getLocale()) as Locale, section);
  return Object.keys(messages).length ? <MoreMessages messages={messages}>{children}</MoreMessages> : <>{children}</>;
}
