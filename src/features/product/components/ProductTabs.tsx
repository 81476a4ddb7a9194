'use client';
// Tabs of the product page (description, specification, compatible vehicles, reviews). Panels are
// rendered on the server and only hidden here, so their text is in the HTML for search engines.
// Keyboard: arrow keys move between tabs (reversed in right to left), Home and End jump. A link to
// "#reviews" (the rating under the name) opens the reviews tab. A select marked
// data-submit-on-change in a panel (the reviews sort, a server component) submits its form when the
// choice changes.
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';

export type Tab = { id: string; label: string; content: ReactNode };

export function ProductTabs({ tabs, initial }: { tabs: Tab[]; initial?: string }) {
  const [active, setActive] = useState(initial && tabs.some((t) => t.id === initial) ? initial : tabs[0]!.id);
  const base = useId();
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const fromHash = () => {
      const id = window.location.hash.slice(1);
      if (tabs.some((t) => t.id === id)) {
        setActive(id);
        // After the panel is shown, or there is nothing to scroll to.
        requestAnimationFrame(() => document.getElementById(`tabs-${id}`)?.scrollIntoView({ block: 'start' }));
      }
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [tabs]);

  const onKeyDown = (e: KeyboardEvent) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const i = tabs.findIndex((t) => t.id === active);
    const delta = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    let next: number | null = null;
    if (delta) next = (i + delta + tabs.length) % tabs.length;
    if (e.key === 'Home') next = 0;
    if (e.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    e.preventDefault();
    setActive(tabs[next]!.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  const onChange = (e: ChangeEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target instanceof HTMLSelectElement && target.hasAttribute('data-submit-on-change')) target.form?.requestSubmit();
  };

  return (
    <div className="flex flex-col" data-testid="product-tabs">
      <div
        ref={list}
        role="tablist"
        className="flex gap-1 overflow-x-auto border-b border-line [scrollbar-width:thin]"
        onKeyDown={onKeyDown}
      >
        {tabs.map((t) => {
          const selected = t.id === active;
          return (
            <button
              key={t.id}
              id={`${base}-tab-${t.id}`}
              role="tab"
              type="button"
              aria-selected={selected}
              aria-controls={`${base}-panel-${t.id}`}
              tabIndex={selected ? 0 : -1}
              data-tab={t.id}
              onClick={() => setActive(t.id)}
              className={`product-tab ${selected ? 'border-brand text-ink' : 'border-transparent text-muted hover:text-ink'}`}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          id={`${base}-panel-${t.id}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${t.id}`}
          hidden={t.id !== active}
          tabIndex={0}
          data-panel={t.id}
          onChange={onChange}
          className="py-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
        >
          <span id={`tabs-${t.id}`} className="block scroll-mt-24" />
          {t.content}
        </div>
      ))}
    </div>
  );
}
