import type { ReactNode } from 'react';
import { SectionMessages } from '@/i18n/SectionMessages';

// The browser's texts for the about page, beyond every page's (i18n/SectionMessages.tsx).
export default function AboutLayout({ children }: { children: ReactNode }) {
  return <SectionMessages section="about-us">{children}</SectionMessages>;
}
