// The store's static pages: about us (its text and live numbers), terms and the FAQ. Their texts
// are store configuration (seed/data/store-pages*), sanitised like blog bodies before rendering.
import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { ChevronDownIcon, MailIcon, PhoneIcon } from '@/ui/icons';
import { sanitizeHtml } from '@/ui/sanitize-html';
import { aboutPage, faqPage, termsPage } from '@/seed/data/store-pages';
import { currentSettings } from '@/features/settings/queries';
import { telHref } from '@/routes';
import { freeShippingAmount, storeStats } from '../../queries';
import { withShopFacts } from '../../model';
import { PageHeader } from './PageHeader';
import { RichText } from '@/ui/RichText';
import { Code } from '@/ui/Code';

const CONTAINER = 'mx-auto w-full max-w-[1350px] px-4 py-10 sm:px-6 md:py-14';

export async function AboutPage({ locale }: { locale: Locale }) {
  const t = await getTranslations();
  const format = await getFormatter();
  const stats = await storeStats();
  const figures = [
    [stats.products, 'TEXT_STAT_PRODUCTS'],
    [stats.brands, 'TEXT_STAT_BRANDS'],
    [stats.vehicles, 'TEXT_STAT_VEHICLES'],
    [stats.categories, 'TEXT_STAT_CATEGORIES'],
  ] as const;
  return (
    <main data-testid="about-page">
      <PageHeader title={localize(aboutPage.title, locale)} />
      <div className={CONTAINER}>
        <ul className="mb-12 grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label={localize(aboutPage.title, locale)}>
          {figures.map(([value, id]) => (
            <li key={id} className="rounded-lg border border-line bg-white px-5 py-6 text-center">
              <span className="block text-3xl font-bold text-brand md:text-4xl" data-testid={`stat-${id}`}>
                {format.number(value)}
              </span>
              <span className="mt-1 block text-sm text-muted">{t(id)}</span>
            </li>
          ))}
        </ul>
        <RichText html={sanitizeHtml(localize(aboutPage.body, locale))} className="mx-auto max-w-[820px]" />
        <div className="mx-auto mt-10 flex max-w-[820px] flex-wrap gap-3">
          <Link
            href="/catalog"
            className="inline-flex h-11 items-center rounded-md bg-brand px-6 text-[15px] font-semibold text-white hover:bg-brand-dark"
          >
            {t('LINK_BROWSE_CATALOG')}
          </Link>
          <Link
            href="/contact-us"
            className="inline-flex h-11 items-center rounded-md border border-line px-6 text-[15px] font-semibold text-ink hover:border-ink"
          >
            {t('LINK_CONTACT_US')}
          </Link>
        </div>
      </div>
    </main>
  );
}

export async function TermsPage({ locale }: { locale: Locale }) {
  return (
    <main data-testid="terms-page">
      <PageHeader title={localize(termsPage.title, locale)} />
      <div className={CONTAINER}>
        <RichText
          html={sanitizeHtml(withShopFacts(localize(termsPage.body, locale), await freeShippingAmount()) ?? '')}
          className="mx-auto max-w-[820px]"
        />
      </div>
    </main>
  );
}

/** Questions as native disclosure widgets: keyboard and screen readers work, no JavaScript needed. */
export async function FaqPage({ locale }: { locale: Locale }) {
  const t = await getTranslations();
  const [{ contacts }, amount] = await Promise.all([currentSettings(), freeShippingAmount()]);
  return (
    <main data-testid="faq-page">
      <PageHeader title={localize(faqPage.title, locale)} />
      <div className={`${CONTAINER} grid gap-10 lg:grid-cols-[minmax(0,1fr)_340px]`}>
        <div className="divide-y divide-line rounded-lg border border-line">
          {faqPage.items.map((item, i) => (
            <details key={i} className="group" open={i === 0}>
              <summary className="faq-question">
                {localize(item.q, locale)}
                <ChevronDownIcon size={18} className="shrink-0 transition-transform group-open:rotate-180" />
              </summary>
              <div className="px-5 pb-5 text-[15px] leading-relaxed text-ink/85">{withShopFacts(localize(item.a, locale), amount)}</div>
            </details>
          ))}
        </div>
        <aside aria-labelledby="faq-contact-title" className="h-fit rounded-lg bg-surface p-6">
          <h2 id="faq-contact-title" className="text-lg font-semibold text-ink">
            {t('HEADER_FAQ_CONTACT')}
          </h2>
          <p className="mt-2 text-[15px] text-ink/75">{t('TEXT_FAQ_CONTACT')}</p>
          <p className="mt-4 flex items-center gap-2 text-[15px]">
            <PhoneIcon size={18} className="text-brand" />
            <a href={telHref(contacts.phone)} className="hover:text-brand">
              <Code>{contacts.phone}</Code>
            </a>
          </p>
          <p className="mt-2 flex items-center gap-2 text-[15px]">
            <MailIcon size={18} className="text-brand" />
            <a href={`mailto:${contacts.email}`} className="hover:text-brand">
              <Code>{contacts.email}</Code>
            </a>
          </p>
          <Link
            href="/contact-us"
            className="mt-5 inline-flex h-11 items-center rounded-md bg-brand px-6 text-[15px] font-semibold text-white hover:bg-brand-dark"
          >
            {t('LINK_CONTACT_US')}
          </Link>
        </aside>
      </div>
    </main>
  );
}
