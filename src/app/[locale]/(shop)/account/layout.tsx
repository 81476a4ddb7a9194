import type { ReactNode } from 'react';
import { getCurrentUser } from '@/features/account/session';
import { AccountFrame } from '@/features/account/components/AccountFrame';

// The account area (sign-in lives outside it, in (auth)/account/login). Each page asks for its
// shopper with requireUser(its own path), so a visitor comes back to that page after signing in; a
// layout cannot know the path, and it is not re-rendered on every navigation, so it is no gate.
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  return user ? <AccountFrame>{children}</AccountFrame> : <>{children}</>;
}
