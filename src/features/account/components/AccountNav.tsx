'use client';
// The account area's side navigation; the current section is marked for people and screen readers.
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { ACCOUNT_LINKS } from './AccountLinks';
import { SignOutButton } from './SignOutButton';

const link = 'flex h-11 items-center border-s-2 px-5 text-[15px] transition-colors duration-(--duration-fade)';

export function AccountNav() {
  const t = useTranslations();
  const pathname = usePathname();
  return (
    <nav aria-label={t('HEADER_NAVIGATION')} className="overflow-hidden rounded-md border border-line bg-white">
      <h2 className="border-b border-line px-5 py-4 text-base font-semibold text-ink">{t('HEADER_NAVIGATION')}</h2>
      <ul className="py-2">
        {ACCOUNT_LINKS.map((l) => {
          const current = pathname === l.href || pathname.startsWith(`${l.href}/`);
          return (
            <li key={l.href}>
              <Link
                href={l.href}
                aria-current={current ? 'page' : undefined}
                className={`${link} ${current ? 'border-brand bg-surface font-medium text-ink' : 'border-transparent text-ink/80 hover:bg-surface hover:text-brand'}`}
              >
                {t(l.label)}
              </Link>
            </li>
          );
        })}
        <li className="mt-1 border-t border-line pt-1">
          <SignOutButton
            label={t('BUTTON_LOGOUT')}
            className={`${link} w-full border-transparent text-start text-ink/80 hover:bg-surface hover:text-brand`}
          />
        </li>
      </ul>
    </nav>
  );
}
