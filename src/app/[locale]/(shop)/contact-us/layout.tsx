import type { ReactNode } from 'react';
import { SectionMessages } from '@/i18n/SectionMessages';

// The browser's texts for the contact form, beyond every page's (i18n/SectionMessages.tsx).
export default function ContactLayout({ children }: { children: ReactNode }) {
  return <SectionMessages section="contact-us">{children}</SectionMessages>;
}
