// Contact us (and its two demo variants): the store's address, phone, email and hours, a map card
// and the contact form. v1 puts a wide map above the form; v2 sets the form beside a contacts card
// with a small map under it. The map is a drawing with a link to OpenStreetMap, so the page makes no
// third-party requests.
import { getTranslations } from 'next-intl/server';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/ui/icons';
import { currentSettings } from '@/features/settings/queries';
import { telHref } from '@/routes';
import { ContactForm } from './ContactForm';
import { PageHeader } from './PageHeader';
import { Code } from '@/ui/Code';

const MAP_HREF = 'https://www.openstreetmap.org/?mlat=24.9857&mlon=55.1713#map=15/24.9857/55.1713';

async function ContactDetails({ locale }: { locale: Locale }) {
  const t = await getTranslations();
  const c = (await currentSettings()).contacts;
  const row = 'flex gap-3';
  const icon = 'mt-0.5 shrink-0 text-brand';
  return (
    <address className="space-y-5 text-[15px] not-italic" data-testid="contact-details">
      <div className={row}>
        <MapPinIcon size={22} className={icon} />
        <div>
          <h3 className="font-semibold text-ink">{t('TEXT_ADDRESS')}</h3>
          <p className="mt-1 text-muted">{localize(c.address, locale)}</p>
        </div>
      </div>
      <div className={row}>
        <PhoneIcon size={22} className={icon} />
        <div>
          <h3 className="font-semibold text-ink">{t('TEXT_PHONE')}</h3>
          <a href={telHref(c.phone)} className="mt-1 inline-block text-muted hover:text-brand">
            <Code>{c.phone}</Code>
          </a>
        </div>
      </div>
      <div className={row}>
        <MailIcon size={22} className={icon} />
        <div>
          <h3 className="font-semibold text-ink">{t('TEXT_EMAIL')}</h3>
          <a href={`mailto:${c.email}`} className="mt-1 inline-block text-muted hover:text-brand">
            <Code>{c.email}</Code>
          </a>
        </div>
      </div>
      <div className={row}>
        <ClockIcon size={22} className={icon} />
        <div>
          <h3 className="font-semibold text-ink">{t('TEXT_OPENING_HOURS')}</h3>
          <p className="mt-1 text-muted">{localize(c.hours, locale)}</p>
        </div>
      </div>
    </address>
  );
}

async function StoreMap({ className = '' }: { className?: string }) {
  const t = await getTranslations();
  return (
    <div className={`relative overflow-hidden bg-[#e9ecef] ${className}`} data-testid="store-map">
      <svg
        role="img"
        aria-label={t('TEXT_MAP_LABEL')}
        viewBox="0 0 1200 360"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full"
      >
        <rect width="1200" height="360" fill="#eef0ea" />
        <path d="M0 250 C200 230 320 300 520 270 S900 190 1200 230 V360 H0Z" fill="#dfe8d8" />
        <g stroke="#ffffff" strokeWidth="14" fill="none" strokeLinecap="round">
          <path d="M-20 120 H1220" />
          <path d="M380 -20 V380" />
          <path d="M820 -20 L700 380" />
        </g>
        <g stroke="#fbfbf8" strokeWidth="6" fill="none">
          <path d="M-20 200 H1220" />
          <path d="M160 -20 V380" />
          <path d="M580 -20 V380" />
          <path d="M1000 -20 V380" />
          <path d="M-20 300 H1220" />
          <path d="M-20 40 H1220" />
        </g>
        <g fill="#d9dcd3">
          <rect x="190" y="60" width="160" height="40" rx="4" />
          <rect x="410" y="140" width="140" height="45" rx="4" />
          <rect x="610" y="60" width="170" height="45" rx="4" />
          <rect x="860" y="140" width="110" height="45" rx="4" />
          <rect x="1030" y="60" width="140" height="40" rx="4" />
        </g>
      </svg>
      <div className="absolute start-1/2 top-1/2 -translate-x-1/2 -translate-y-full rtl:translate-x-1/2">
        <MapPinIcon size={48} className="fill-brand text-white drop-shadow-lg" />
      </div>
      <a
        href={MAP_HREF}
        target="_blank"
        rel="noopener noreferrer"
        className="absolute bottom-3 end-3 rounded-md bg-white px-3 py-1.5 text-sm font-medium text-ink shadow hover:text-brand"
      >
        {t('LINK_OPEN_MAP')}
        <span className="sr-only"> ({t('TEXT_OPENS_NEW_TAB')})</span>
      </a>
    </div>
  );
}

export async function ContactPage({ locale, variant = 'v1' }: { locale: Locale; variant?: 'v1' | 'v2' }) {
  const t = await getTranslations();
  const form = (
    <section aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-2xl font-bold text-ink">
        {t('HEADER_LEAVE_MESSAGE')}
      </h2>
      <p className="mb-6 mt-2 text-[15px] text-muted">{t('TEXT_CONTACT_INTRO')}</p>
      <ContactForm />
    </section>
  );
  const details = (
    <section aria-labelledby="contact-details-title" className="h-fit rounded-lg border border-line bg-white p-6 md:p-8">
      <h2 id="contact-details-title" className="mb-6 text-2xl font-bold text-ink">
        {t('HEADER_OUR_ADDRESS')}
      </h2>
      <ContactDetails locale={locale} />
    </section>
  );
  return (
    <main data-testid="contact-page" data-variant={variant}>
      <PageHeader title={t('HEADER_CONTACT_US')} />
      {variant === 'v1' ? (
        <div className="mx-auto w-full max-w-[1350px] px-4 py-10 sm:px-6">
          <StoreMap className="h-[260px] rounded-lg md:h-[360px]" />
          <div className="mt-10 grid gap-10 lg:grid-cols-[380px_minmax(0,1fr)]">
            {details}
            {form}
          </div>
        </div>
      ) : (
        <div className="mx-auto grid w-full max-w-[1350px] gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_400px]">
          <div className="rounded-lg border border-line p-6 md:p-8">{form}</div>
          <div className="flex flex-col gap-6">
            {details}
            <StoreMap className="h-[220px] rounded-lg" />
          </div>
        </div>
      )}
    </main>
  );
}
