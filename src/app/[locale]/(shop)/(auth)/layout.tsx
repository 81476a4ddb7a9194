import type { ReactNode } from 'react';
import { SectionMessages } from '@/i18n/SectionMessages';

// The browser's texts for signing in, registering and resetting a password, beyond every page's (i18n/SectionMessages.tsx).
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <SectionMessages section="(auth)">{children}</SectionMessages>;
}
