'use client';
// Puts the site options of the current path on a wrapper as data attributes, so the header's token
// sets (header-variants.css) follow the header demo pages, on the server render and on client
// navigation alike, without rendering the header twice.
import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { siteOptionsForPath } from '../model';

export function SiteOptionsScope({ children, className }: { children: ReactNode; className?: string }) {
  const options = siteOptionsForPath(usePathname() ?? '/');
  return (
    <div
      className={className}
      data-site-options=""
      data-header-layout={options.desktopHeaderLayout}
      data-header-scheme={options.desktopHeaderScheme}
      data-mobile-header-variant={options.mobileHeaderVariant}
    >
      {children}
    </div>
  );
}
