import type { ReactNode } from 'react';
import { SectionMessages } from '@/i18n/SectionMessages';

// The browser's texts for the cart page and checkout, beyond every page's (i18n/SectionMessages.tsx).
export default function CartLayout({ children }: { children: ReactNode }) {
  return <SectionMessages section="cart">{children}</SectionMessages>;
}
