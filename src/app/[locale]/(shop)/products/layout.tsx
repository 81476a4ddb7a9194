import type { ReactNode } from 'react';
import { SectionMessages } from '@/i18n/SectionMessages';

// The browser's texts for the product page: gallery, options, reviews, beyond every page's (i18n/SectionMessages.tsx).
export default function ProductsLayout({ children }: { children: ReactNode }) {
  return <SectionMessages section="products">{children}</SectionMessages>;
}
