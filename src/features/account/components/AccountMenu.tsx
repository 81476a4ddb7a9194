'use client';
// The header's account indicator and its drop-down (section 2): a visitor gets the sign-in form, a
// signed-in shopper their name, email, avatar, the account links and sign out.
// The sign-in form (with its checks) is its own chunk: it loads when the shopper points at or focuses
// the indicator, or at the latest when the drop-down first opens; until then a block of the form's
// size stands in for it, so the panel does not change size.
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { Dropdown } from '@/ui/Dropdown';
import { UserIcon } from '@/ui/icons';
import { displayName, type CurrentUser } from '../model';
import { ACCOUNT_LINKS } from './AccountLinks';
import { Avatar } from './Avatar';
import { SignOutButton } from './SignOutButton';

type Props = { user: CurrentUser | null; demo: { email: string; password: string } | null };

const loadSignInForm = () => import('./SignInForm');
const SignInForm = lazy(() => loadSignInForm().then((m) => ({ default: m.SignInForm })));
const preloadSignInForm = () => void loadSignInForm();

/** The header's sign-in form, rendered from the panel's first opening on. */
function MenuSignInForm({ open, next, demo }: { open: boolean; next: string; demo: Props['demo'] }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  // The compact form's height: two labelled fields, the remember-me box and the button.
  const placeholder = <div aria-hidden className="h-[240px]" data-testid="menu-sign-in-placeholder" />;
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SignInForm next={next} demo={demo} idPrefix="menu-sign-in" compact />
    </Suspense>
  );
}

const item = 'block px-5 py-2 text-sm text-ink hover:bg-surface hover:text-brand focus-visible:bg-surface focus-visible:text-brand focus-visible:outline-none';

// Keys typed into the form's fields stay there instead of moving between the menu's items.
const keepKeysInFields = (e: KeyboardEvent) => {
  if (e.key !== 'Escape' && (e.target as HTMLElement).matches('input')) e.stopPropagation();
};

export function AccountMenu({ user, demo }: Props) {
  const t = useTranslations();
  const pathname = usePathname();
  const trigger = (
    <>
      {user ? <Avatar user={user} size={32} /> : <UserIcon size={26} />}
      <span className="hidden max-w-[160px] flex-col text-start leading-tight xl:flex">
        <span className="truncate text-xs text-muted" data-testid="account-indicator-title">{user ? user.email : t('TEXT_HELLO')}</span>
        <span className="text-sm font-medium">{t('INDICATOR_ACCOUNT')}</span>
      </span>
    </>
  );
  return (
    <Dropdown
      align="end"
      label={user ? t('TEXT_ACCOUNT_MENU_OF', { email: user.email }) : t('INDICATOR_ACCOUNT')}
      trigger={user ? trigger : <span className="contents" onPointerEnter={preloadSignInForm}>{trigger}</span>}
      buttonClassName="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-surface"
      panelClassName="w-[300px] rounded-md border border-line bg-white shadow-xl"
    >
      {(_close, open) =>
        user ? (
          <div className="py-2" data-testid="account-menu">
            <Link href="/account/dashboard" className="flex items-center gap-3 border-b border-line px-5 pb-3 pt-2 hover:bg-surface">
              <Avatar user={user} size={44} />
              <span className="min-w-0">
                <span className="block truncate font-medium text-ink" data-testid="account-menu-name">{displayName(user)}</span>
                <span className="block truncate text-sm text-muted">{user.email}</span>
              </span>
            </Link>
            <ul className="border-b border-line py-2">
              {ACCOUNT_LINKS.map((l) => (
                <li key={l.href}><Link href={l.href} className={item}>{t(l.label)}</Link></li>
              ))}
            </ul>
            <div className="pt-2">
              <SignOutButton label={t('BUTTON_LOGOUT')} className={`${item} w-full text-start`} />
            </div>
          </div>
        ) : (
          <div className="p-5" onKeyDown={keepKeysInFields} data-testid="account-menu">
            <p className="mb-3 text-lg font-medium text-ink">{t('HEADER_LOGIN_TO_YOUR_ACCOUNT')}</p>
            <MenuSignInForm open={open} next={pathname} demo={demo} />
            <p className="mt-4 border-t border-line pt-3 text-center text-sm text-muted">
              <Link href="/account/login" className="font-medium text-brand hover:underline">{t('LINK_CREATE_ACCOUNT')}</Link>
            </p>
          </div>
        )
      }
    </Dropdown>
  );
}
