'use client';
// What a menu shows that is not in the page (issue 21): fetched from its address the first time the
// menu is about to open, once per address for the whole visit, so every menu that shows it (the
// desktop and mobile headers' department menus, say) shares the one answer.
import { useEffect, useState } from 'react';
import { shopApi } from './shop-api';

const answers = new Map<string, Promise<unknown>>();

/** Starts fetching (a menu is about to open); the hook then finds the answer on its way or there. */
export function fetchOnce<T>(source: string): Promise<T> {
  let answer = answers.get(source);
  if (!answer) {
    answer = shopApi<T>(source);
    // A failed answer is forgotten, so the next opening asks again.
    answer.catch(() => answers.delete(source));
    answers.set(source, answer);
  }
  return answer as Promise<T>;
}

export type FetchedState<T> = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; value: T };

type Answer<T> = { status: 'failed' } | { status: 'ready'; value: T };

/** The answer once `wanted` (a menu opens, or is about to); `retry` asks again after a failure. */
export function useFetchedOnce<T>(source: string, wanted: boolean): FetchedState<T> & { retry: () => void } {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    fetchOnce<T>(source).then(
      (value) => live && setAnswer({ status: 'ready', value }),
      () => live && setAnswer({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [source, wanted, attempt]);
  const state: FetchedState<T> = answer ?? { status: wanted ? 'loading' : 'idle' };
  return {
    ...state,
    retry: () => {
      setAnswer(null);
      setAttempt((n) => n + 1);
    },
  };
}
