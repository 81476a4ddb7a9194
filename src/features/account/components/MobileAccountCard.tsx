'use client';
// The mobile menu's account card: a signed-in shopper's name, email, account links and sign out, or
// for a visitor a sign-in / register link (a full form does not fit the drawer's space). Its own
// chunk, fetched when the menu first opens (MobileAccount.tsx).
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { UserIcon } from '@/ui/icons';
import { displayName } from '../model';
import { useSignedIn } from '../store';
import { ACCOUNT_LINKS } from './AccountLinks';
import { Avatar } from './Avatar';
import { SignOutButton } from './SignOutButton';
import { Code } from '@/ui/Code';

const chip =
  'flex h-9 items-center rounded-full border border-line px-3 text-[13px] font-medium text-ink hover:border-brand hover:text-brand';

export function MobileAccountCard() {
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
