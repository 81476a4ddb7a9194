import type { ReactNode } from 'react';
import { SectionMessages } from '@/i18n/SectionMessages';

// The browser's texts for the wishlist, beyond every page's (i18n/SectionMessages.tsx).
export default function WishlistLayout({ children }: { children: ReactNode }) {
  return <SectionMessages section="wishlist">{children}</SectionMessages>;
}
