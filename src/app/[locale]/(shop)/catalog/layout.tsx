import type { ReactNode } from 'react';
import { SectionMessages } from '@/i18n/SectionMessages';

// The browser's texts for the listings: filters, sorting and the cards' actions, beyond every page's (i18n/SectionMessages.tsx).
export default function CatalogLayout({ children }: { children: ReactNode }) {
  return <SectionMessages section="catalog">{children}</SectionMessages>;
}
