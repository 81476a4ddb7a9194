// The Demos menu's groups of links in their columns: the header's menu draws them once they have
// come (DemosMenu), the demos' own page (/demo) from the server.
import { useId } from 'react';
import { Link } from '@/i18n/navigation';
import type { DemoMenuGroup } from '../model';

/** `className`: how many columns side by side (the menu: three; the page: fewer on a phone). */
export function DemoColumns({ columns, className }: { columns: DemoMenuGroup[][]; className: string }) {
  const id = useId();
  return (
    <div className={`grid gap-6 ${className}`} data-testid="demos-menu">
      {columns.map((column, ci) => (
        <div key={ci} className="space-y-5">
          {column.map((group, gi) => (
            <div key={group.title} role="group" aria-labelledby={`${id}-${ci}-${gi}`}>
              <p id={`${id}-${ci}-${gi}`} className="mb-1.5 text-xs font-semibold uppercase tracking-[0.08em] text-muted">
                {group.title}
              </p>
              <ul className="space-y-0.5 text-sm">
                {group.links.map((l) => (
                  <li key={l.href}>
                    <Link href={l.href} className="-mx-2 block rounded px-2 py-1 text-ink hover:bg-surface hover:text-brand">
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
