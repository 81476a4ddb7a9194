import type { ReactNode } from 'react';
import { getCurrentUser } from '@/features/account/session';
import { AccountFrame } from '@/features/account/components/AccountFrame';
import { SectionMessages } from '@/i18n/SectionMessages';

// The account area (sign-in lives outside it, in (auth)/account/login). Each page asks for its
// shopper with requireUser(its own path), so a visitor comes back to that page after signing in; a
// layout cannot know the path, and it is not re-rendered on every navigation, so it is no gate.
// The account's own browser texts come with it (i18n/SectionMessages.tsx).
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  return <SectionMessages section="account">{user ? <AccountFrame>{children}</AccountFrame> : children}</SectionMessages>;
}
