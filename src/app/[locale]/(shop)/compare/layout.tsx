import type { ReactNode } from 'react';
import { SectionMessages } from '@/i18n/SectionMessages';

// The browser's texts for the comparison table, beyond every page's (i18n/SectionMessages.tsx).
export default function CompareLayout({ children }: { children: ReactNode }) {
  return <SectionMessages section="compare">{children}</SectionMessages>;
}
