// A component that is not needed for the first paint (a drawer, a drop-down's content, a list of
// suggestions) kept out of the page's first JavaScript: its own chunk, fetched on a sign of intent
// (`preload`, for pointing at or focusing what opens it) or at the latest when it first renders.
//
// `Component` is React.lazy's, under a <Suspense> like any lazy component, with one difference: once
// `preload` has fetched the chunk, it renders at once instead of suspending for a tick (its thenable
// answers synchronously). So a panel opened after the prefetch shows its content in the same commit
// as the opening, and keyboard code that moves focus into it right after (a drop-down's ArrowDown)
// finds it there. A failed prefetch is tried again by the next `preload` or render.
//
// A part named (`onDemand('cart-dropdown', () => import('./CartDropdown')…)`) brings its own
// messages: the texts its modules show beyond every page's (client-message-ids.json's `parts`, found
// by scripts/messages/client-ids.ts, which reads the name and the import from this very call) come
// from /api/messages beside its chunk (i18n/part-messages.tsx), once per part and language for the
// visit, and it renders inside a provider that adds them. Such a part renders only in the browser (the server has no
// address to fetch from): after an interaction, an effect or a fetch, as drawers and panels do. A
// part named nothing (the error pages, which must show when the server cannot answer) has its texts
// in the page's.
import { lazy, type ComponentType } from 'react';
import type { ClientMessagePart } from '@/i18n/client-messages';

export type OnDemand<P> = { Component: ComponentType<P>; preload: () => void };

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P>;
export function onDemand<P extends object>(part: ClientMessagePart, load: () => Promise<ComponentType<P>>): OnDemand<P>;
export function onDemand<P extends object>(
  ...args: [() => Promise<ComponentType<P>>] | [ClientMessagePart, () => Promise<ComponentType<P>>]
): OnDemand<P> {
  const [part, loadCode] = args.length === 1 ? [null, args[0]] : args;
  // The part's messages come beside its code (i18n/part-messages.tsx).
  const load = part
    ? () =>
        Promise.all([loadCode(), import('@/i18n/part-messages').then((m) => m.partMessages(part))]).then(([component, wrap]) =>
          wrap(component),
        )
    : loadCode;
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchChunk = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const thenable = {
    then(resolve: (module: { default: ComponentType<P> }) => void, reject: (error: unknown) => void) {
      if (loaded) resolve({ default: loaded });
      else fetchChunk().then((component) => resolve({ default: component }), reject);
    },
  };
  return {
    Component: lazy(() => thenable as unknown as Promise<{ default: ComponentType<P> }>),
    preload: () => void fetchChunk().catch(() => {}),
  };
}
