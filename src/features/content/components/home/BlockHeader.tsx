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
      <h2 id={id} className="block-header-title">
        {title}
      </h2>
      <span aria-hidden className="block-header-rule" />
      {link && (
        <Link href={link.href} className="group block-header-link">
          {link.label}
          <ChevronNextIcon size={14} className="block-header-link-icon" />
        </Link>
      )}
      {controls}
    </div>
  );
}
