import type { ReactNode } from 'react';
import { SectionMessages } from '@/i18n/SectionMessages';

// The browser's texts for the home page (its slideshow, vehicle finder and counters), beyond every page's (i18n/SectionMessages.tsx).
export default function HomeLayout({ children }: { children: ReactNode }) {
  return <SectionMessages section="(home)">{children}</SectionMessages>;
}
