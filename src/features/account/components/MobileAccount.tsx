'use client';
// The account in the mobile header and menu: the header icon goes to the dashboard or to sign in;
// the menu shows a signed-in shopper's card with the account links and sign out, a visitor a
// sign-in / register link (a full form does not fit the drawer's space). Who is signed in comes from
// the browser's store (store.ts), not the page's HTML, which every shopper shares.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { UserIcon } from '@/ui/icons';
import { displayName } from '../model';
import { useSignedIn } from '../store';
import { ACCOUNT_LINKS } from './AccountLinks';
import { Avatar } from './Avatar';
import { SignOutButton } from './SignOutButton';
import { Code } from '@/ui/Code';

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

const chip =
  'flex h-9 items-center rounded-full border border-line px-3 text-[13px] font-medium text-ink hover:border-brand hover:text-brand';

export function MobileAccount() {
  const user = useSignedIn();
  const t = useTranslations();
  if (!user) {
    return (
      <Link
        href="/account/login"
        className="flex items-center gap-3 rounded-xl border border-line p-3 hover:border-brand/40 hover:bg-brand/5"
        data-testid="mobile-account"
      >
        <span aria-hidden className="flex size-11 items-center justify-center rounded-full bg-surface">
          <UserIcon size={22} />
        </span>
        <span>
          <span className="block font-medium text-ink">{t('HEADER_LOGIN_TO_YOUR_ACCOUNT')}</span>
          <span className="block text-sm text-muted">{t('LINK_CREATE_ACCOUNT')}</span>
        </span>
      </Link>
    );
  }
  return (
    <section aria-label={t('HEADER_MY_ACCOUNT')} className="rounded-xl border border-line p-3" data-testid="mobile-account">
      <Link href="/account/dashboard" className="flex items-center gap-3">
        <Avatar user={user} size={44} />
        <span className="min-w-0">
          <span className="block truncate font-medium text-ink">{displayName(user)}</span>
          <Code className="block truncate text-sm text-muted">{user.email}</Code>
        </span>
      </Link>
      <ul className="mt-3 flex flex-wrap gap-2">
        {ACCOUNT_LINKS.filter((l) => l.href !== '/account/dashboard').map((l) => (
          <li key={l.href}>
            <Link href={l.href} className={chip}>
              {t(l.label)}
            </Link>
          </li>
        ))}
        <li>
          <SignOutButton label={t('BUTTON_LOGOUT')} className={`${chip} text-brand`} />
        </li>
      </ul>
    </section>
  );
}
