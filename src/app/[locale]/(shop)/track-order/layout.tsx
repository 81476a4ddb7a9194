import type { ReactNode } from 'react';
import { SectionMessages } from '@/i18n/SectionMessages';

// The browser's texts for order tracking, beyond every page's (i18n/SectionMessages.tsx).
export default function TrackOrderLayout({ children }: { children: ReactNode }) {
  return <SectionMessages section="track-order">{children}</SectionMessages>;
}
