// A component that is not needed for the first paint (a drawer, a drop-down's content, a list of
// suggestions) kept out of the page's first JavaScript: its own chunk, fetched on a sign of intent
// (`preload`, for pointing at or focusing what opens it) or at the latest when it first renders.
//
// `Component` is React.lazy's, under a <Suspense> like any lazy component, with one difference: once
// `preload` has fetched the chunk, it renders at once instead of suspending for a tick (its thenable
// answers synchronously). So a panel opened after the prefetch shows its content in the same commit
// as the opening, and keyboard code that moves focus into it right after (a drop-down's ArrowDown)
// finds it there. A failed prefetch is tried again by the next `preload` or render.
import { lazy, type ComponentType } from 'react';

export type OnDemand<P> = { Component: ComponentType<P>; preload: () => void };

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
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
