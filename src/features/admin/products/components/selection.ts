'use client';
// The list's selection lives in the page's checkboxes (server-rendered, owned by the bulk form
// through their `form` attribute), not in React state: the bulk bar and the "select all" box read it
// from the document whenever a box changes, and a form reset (after a bulk action) clears it.
import { useSyncExternalStore } from 'react';

export const BULK_FORM_ID = 'bulk-products';
const BOXES = `input[type="checkbox"][name="ids"][form="${BULK_FORM_ID}"]`;

const selectionBoxes = () => [...document.querySelectorAll<HTMLInputElement>(BOXES)];

function subscribe(changed: () => void) {
  // A reset event comes before the form's fields are reset: look once they are.
  const afterReset = () => setTimeout(changed);
  document.addEventListener('change', changed);
  document.addEventListener('reset', afterReset);
  return () => {
    document.removeEventListener('change', changed);
    document.removeEventListener('reset', afterReset);
  };
}

/** How many products are selected and how many could be; 0 of 0 on the server. */
export function useSelection(): { selected: number; total: number } {
  const key = useSyncExternalStore(
    subscribe,
    () => {
      const boxes = selectionBoxes();
      return `${boxes.filter((b) => b.checked).length}/${boxes.length}`;
    },
    () => '0/0',
  );
  const [selected, total] = key.split('/').map(Number) as [number, number];
  return { selected, total };
}

/** Checks or clears every box, and tells the listeners (setting `checked` fires no event). */
export function selectAll(checked: boolean) {
  for (const box of selectionBoxes()) box.checked = checked;
  document.dispatchEvent(new Event('change'));
}
