'use client';
// A menu panel whose content is fetched on first use (fetched-once.ts): the content once it has come;
// before, another way on (a link to a page with the same links, for crawlers and for when the fetch
// fails) under a loading line or a failure with a retry. The content may be drawn by a component of
// its own chunk (on-demand.ts): until that chunk is there too, the loading line stays. FetchPending
// is that line alone, for a panel that draws its own content around it (the mobile menu's Shop panel).
import { Suspense, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useFetchedOnce, type FetchedState } from './fetched-once';

export function FetchedPanel<T>({
  source,
  wanted,
  failed,
  fallback,
  className,
  children,
}: {
  source: string;
  /** The menu opens, or is about to: fetch now. */
  wanted: boolean;
  /** What to say when the content could not come, e.g. "The departments could not be loaded." */
  failed: string;
  /** Another way on, shown until the content has come. */
  fallback: ReactNode;
  className: string;
  children: (value: T) => ReactNode;
}) {
  const state = useFetchedOnce<T>(source, wanted);
  if (state.status === 'ready') {
    return (
      <Suspense fallback={<FetchPending state={{ status: 'loading', retry: state.retry }} failed={failed} className={className} />}>
        {children(state.value)}
      </Suspense>
    );
  }
  if (state.status === 'idle') return fallback;
  return (
    <FetchPending state={state} failed={failed} className={className}>
      {fallback}
    </FetchPending>
  );
}

export function FetchPending({
  state,
  failed,
  className,
  children,
}: {
  /** useFetchedOnce's answer, with its retry. */
  state: FetchedState<unknown> & { retry: () => void };
  failed: string;
  className: string;
  /** Shown under the retry when the content could not come (another way on). */
  children?: ReactNode;
}) {
  const t = useTranslations();
  if (state.status === 'failed') {
    return (
      <div role="alert" className={`text-sm text-ink ${className}`}>
        <p>{failed}</p>
        <button type="button" onClick={state.retry} className="mt-2 font-medium text-brand hover:underline">
          {t('BUTTON_TRY_AGAIN')}
        </button>
        {children}
      </div>
    );
  }
  return (
    <p role="status" className={`text-sm text-muted ${className}`}>
      {state.status === 'loading' ? t('TEXT_LOADING') : null}
    </p>
  );
}
