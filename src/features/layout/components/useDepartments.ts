'use client';
// The department tree for the header's menus, fetched from its address (routes.ts departmentsHref)
// the first time a menu is about to open, once per address for the whole visit: every menu, desktop
// or mobile, shares the one answer.
import { useEffect, useState } from 'react';
import type { MenuNode } from '../model';
import { shopApi } from '@/ui/shop-api';

const answers = new Map<string, Promise<MenuNode[]>>();

/** Starts fetching the tree (a menu is about to open); the hook then finds it on its way or there. */
export function loadDepartments(source: string): Promise<MenuNode[]> {
  let answer = answers.get(source);
  if (!answer) {
    answer = shopApi<MenuNode[]>(source);
    // A failed answer is forgotten, so the next opening asks again.
    answer.catch(() => answers.delete(source));
    answers.set(source, answer);
  }
  return answer;
}

export type DepartmentsState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; departments: MenuNode[] };

type Answer = { status: 'failed' } | { status: 'ready'; departments: MenuNode[] };

/** The tree once `wanted` (a menu opens, or is about to); `retry` asks again after a failure. */
export function useDepartments(source: string, wanted: boolean): DepartmentsState & { retry: () => void } {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadDepartments(source).then(
      (departments) => live && setAnswer({ status: 'ready', departments }),
      () => live && setAnswer({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [source, wanted, attempt]);
  const state: DepartmentsState = answer ?? { status: wanted ? 'loading' : 'idle' };
  return {
    ...state,
    retry: () => {
      setAnswer(null);
      setAttempt((n) => n + 1);
    },
  };
}
