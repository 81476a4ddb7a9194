import type { ReactNode } from 'react';
import { SectionMessages } from '@/i18n/SectionMessages';

// The browser's texts for the newsletter's confirmation pages, beyond every page's (i18n/SectionMessages.tsx).
export default function NewsletterLayout({ children }: { children: ReactNode }) {
  return <SectionMessages section="newsletter">{children}</SectionMessages>;
}
