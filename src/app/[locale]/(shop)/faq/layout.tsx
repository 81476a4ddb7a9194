import type { ReactNode } from 'react';
import { SectionMessages } from '@/i18n/SectionMessages';

// The browser's texts for the questions page, beyond every page's (i18n/SectionMessages.tsx).
export default function FaqLayout({ children }: { children: ReactNode }) {
  return <SectionMessages section="faq">{children}</SectionMessages>;
}
