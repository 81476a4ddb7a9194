'use client';
// The list header's box: selects or clears every product of the page; shows "some" as indeterminate.
import { useEffect, useRef } from 'react';
import { selectAll, useSelection } from './selection';

export function SelectAllBox({ label }: { label: string }) {
  const { selected, total } = useSelection();
  const ref = useRef<HTMLInputElement>(null);
  const some = selected > 0 && selected < total;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={total > 0 && selected === total}
      disabled={total === 0}
      onChange={(e) => selectAll(e.currentTarget.checked)}
      className="size-4 cursor-pointer rounded border-line accent-brand"
      data-testid="select-all"
    />
  );
}
