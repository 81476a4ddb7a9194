// The login page (section 2): the sign-in form beside the sign-up form, under the page heading.
import { useTranslations } from 'next-intl';
import { PageHeading, PAGE_CONTAINER } from '@/ui/PageHeading';
import { Code } from '@/ui/Code';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

type Credentials = { email: string; password: string };

export function LoginView({ next, demo, demoAdmin }: { next: string; demo: Credentials | null; demoAdmin: Credentials | null }) {
  const t = useTranslations();
  return (
    <main className="pb-14">
      <PageHeading title={t('HEADER_LOGIN')} trail={[{ href: '/account/dashboard', label: t('HEADER_MY_ACCOUNT') }]} />
      <div className={`${PAGE_CONTAINER} grid gap-8 md:grid-cols-2`}>
        <section aria-labelledby="login-title" className="rounded-md border border-line bg-white p-6 md:p-8">
          <h2 id="login-title" className="mb-5 text-xl font-semibold text-ink">
            {t('HEADER_LOGIN')}
          </h2>
          {demo && <p className="mb-4 rounded-md bg-surface px-4 py-3 text-sm text-ink">{t('TEXT_DEMO_ACCOUNT_HINT')}</p>}
          {demoAdmin && (
            <p className="mb-4 rounded-md bg-surface px-4 py-3 text-sm text-ink" data-testid="demo-admin-hint">
              {t.rich('TEXT_DEMO_ADMIN_HINT', {
                email: () => <Code className="font-semibold">{demoAdmin.email}</Code>,
                password: () => <Code className="font-semibold">{demoAdmin.password}</Code>,
              })}
            </p>
          )}
          <SignInForm next={next} demo={demo} />
        </section>
        <section aria-labelledby="register-title" className="rounded-md border border-line bg-white p-6 md:p-8">
          <h2 id="register-title" className="mb-5 text-xl font-semibold text-ink">
            {t('HEADER_REGISTER')}
          </h2>
          <SignUpForm next={next} />
        </section>
      </div>
    </main>
  );
}
