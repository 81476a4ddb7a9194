import type { ReactNode } from 'react';
import { SectionMessages } from '@/i18n/SectionMessages';

// The browser's texts for the terms page, beyond every page's (i18n/SectionMessages.tsx).
export default function TermsLayout({ children }: { children: ReactNode }) {
  return <SectionMessages section="terms">{children}</SectionMessages>;
}
