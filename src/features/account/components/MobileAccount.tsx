'use client';
// The account in the mobile header and menu: the header icon goes to the dashboard or to sign in;
// the menu's account card (MobileAccountCard) is fetched when the menu first opens. Who is signed in
// comes from the browser's store (store.ts), not the page's HTML, which every shopper shares.
import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { UserIcon } from '@/ui/icons';
import { onDemand } from '@/ui/on-demand';
import { useSignedIn } from '../store';
import { Avatar } from './Avatar';

const card = onDemand<object>('mobile-account-card', () => import('./MobileAccountCard').then((m) => m.MobileAccountCard));

export function MobileAccountLink({ className }: { className: string }) {
  const user = useSignedIn();
  const t = useTranslations();
  return (
    <Link
      href={user ? '/account/dashboard' : '/account/login'}
      aria-label={user ? t('TEXT_ACCOUNT_MENU_OF', { email: user.email }) : t('INDICATOR_ACCOUNT')}
      className={className}
    >
      {user ? <Avatar user={user} size={28} /> : <UserIcon size={22} />}
    </Link>
  );
}

/** The mobile menu's account section; a block of the card's height stands in while its code arrives. */
export function MobileAccount() {
  return (
    <Suspense fallback={<div aria-hidden className="h-[74px] rounded-xl border border-line" />}>
      <card.Component />
    </Suspense>
  );
}
