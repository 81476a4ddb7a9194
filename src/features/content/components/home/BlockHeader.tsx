// The title bar every home block shares: an h2, a hairline, an optional "view all" link and controls.
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { ChevronNextIcon } from '@/ui/icons';

/** The page's content width, the same as the header's. */
export const CONTAINER = 'mx-auto w-full max-w-[1350px] px-4 sm:px-6';

type Props = {
  id: string;
  title: string;
  link?: { href: string; label: string };
  controls?: ReactNode;
  className?: string;
};

export function BlockHeader({ id, title, link, controls, className = '' }: Props) {
  return (
    <div className={`mb-5 flex items-center gap-4 ${className}`}>
      <h2 id={id} className="min-w-0 text-xl font-bold tracking-tight text-ink sm:text-2xl">
        {title}
      </h2>
      <span
        aria-hidden
        className="relative h-px min-w-4 flex-1 overflow-hidden bg-line after:absolute after:start-0 after:top-0 after:h-px after:w-12 after:bg-brand"
      />
      {link && (
        <Link
          href={link.href}
          className="group inline-flex shrink-0 items-center gap-1 text-sm font-medium text-ink hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {link.label}
          <ChevronNextIcon
            size={14}
            className="transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
          />
        </Link>
      )}
      {controls}
    </div>
  );
}
