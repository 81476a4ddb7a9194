// The frame of the pages a signed-out shopper uses to get back in ("Forgot password?" and the reset
// page): the page heading under the login page's trail, the task's card at the reading start and a
// card beside it on what to expect from the emailed link, with the way back to the sign-in page.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/ui/Button';
import { PageHeading, PAGE_CONTAINER } from '@/ui/PageHeading';

export function RecoveryView({ title, intro, children, testId }: { title: string; intro: ReactNode; children: ReactNode; testId: string }) {
  const t = useTranslations();
  return (
    <main className="pb-14" data-testid={testId}>
      <PageHeading title={title} trail={[{ href: '/account/login', label: t('HEADER_LOGIN') }]} />
      <div className={`${PAGE_CONTAINER} grid items-start gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]`}>
        {/* The page's <h1> names the task: the card does not repeat it. */}
        <section aria-label={title} className="rounded-md border border-line bg-white p-6 md:p-8">
          <p className="mb-6 max-w-prose text-[15px] leading-relaxed text-ink/80">{intro}</p>
          {children}
        </section>
        <aside aria-labelledby="recovery-help" className="rounded-md border border-line bg-surface p-6 md:p-8">
          <h2 id="recovery-help" className="mb-3 text-lg font-semibold text-ink">
            {t('HEADER_RESET_HELP')}
          </h2>
          <ul className="mb-6 list-disc space-y-2 ps-5 text-sm text-ink/80 marker:text-brand">
            <li>{t('TEXT_RESET_HELP_ONCE')}</li>
            <li>{t('TEXT_RESET_HELP_SPAM')}</li>
            <li>{t('TEXT_RESET_HELP_SESSIONS')}</li>
          </ul>
          <ButtonLink href="/account/login" variant="secondary" size="sm">
            {t('LINK_BACK_TO_LOGIN')}
          </ButtonLink>
        </aside>
      </div>
    </main>
  );
}
