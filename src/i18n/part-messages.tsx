'use client';
// The messages of a part the browser loads on demand (ui/on-demand.tsx; which ids:
// client-message-ids.json's `parts`, scripts/messages/client-ids.ts): fetched from /api/messages
// beside the part's code, once per part and language for the visit, and added to the page's around
// the part. A chunk of its own, fetched with the first part: the site frame's first JavaScript
// (several chunks, each with its own copy of what it imports) does not carry next-intl's provider
// for it.
import { use, type ComponentType } from 'react';
import { useLocale } from 'next-intl';
import { partMessagesHref } from '@/routes';
import { shopApi } from '@/ui/shop-api';
import type { ClientMessagePart } from './client-messages';
import { MoreMessages } from './MoreMessages';

type Messages = Record<string, string>;

/** Once settled, marked the way React's `use` marks a promise, so `use` reads it without waiting. */
const fetched = new Map<string, Promise<Messages>>();

function messagesOf(part: ClientMessagePart, locale: string): Promise<Messages> {
  const key = `${part}:${locale}`;
  let answer = fetched.get(key);
  if (!answer) {
    const asked: Promise<Messages> = shopApi<Messages>(partMessagesHref(locale, part)).then(
      (messages) => {
        Object.assign(asked, { status: 'fulfilled', value: messages });
        return messages;
      },
      (error: unknown) => {
        fetched.delete(key);
        throw error;
      },
    );
    fetched.set(key, asked);
    answer = asked;
  }
  return answer;
}

/**
 * Once the part's messages in the page's language have come: what wraps its component in a provider
 * that adds them (in the language of the page that renders it, fetched then if the page has changed
 * language since).
 */
export async function partMessages(part: ClientMessagePart) {
  await messagesOf(part, document.documentElement.lang);
  return <P extends object>(Component: ComponentType<P>): ComponentType<P> =>
    function PartWithMessages(props: P) {
      const messages = use(messagesOf(part, useLocale()));
      return (
        <MoreMessages messages={messages}>
          <Component {...props} />
        </MoreMessages>
      );
    };
}
