import type { ReactNode } from 'react';
import { SectionMessages } from '@/i18n/SectionMessages';

// The browser's texts for the demo pages, beyond every page's (i18n/SectionMessages.tsx).
export default function DemoLayout({ children }: { children: ReactNode }) {
  return <SectionMessages section="demo">{children}</SectionMessages>;
}
