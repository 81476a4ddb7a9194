// The site footer (specification section 2): contacts, information and account links, the newsletter
// form, social links and a bottom bar with the copyright and the accepted payment methods.
//
// Decisions:
// - The specification does not show where the footer links go. Links without a page of their own
//   point to the closest real page: Delivery and Gift certificates → FAQ, Privacy policy and
//   Returns → Terms, Brands → the catalog, Site map → /sitemap.xml, Store location → Contact us,
//   Affiliate → About us, Special offers → the product list filtered to discounted products.
// - The newsletter block has id="newsletter", the target of the account column's Newsletter link.
// - Everything is server HTML; the newsletter form is the only client leaf.
import { Code } from '@/ui/Code';
import type { ComponentType } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { localize } from '@/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { ClockIcon, FacebookIcon, InstagramIcon, MailIcon, MapPinIcon, PhoneIcon, XSocialIcon, YouTubeIcon } from '@/ui/icons';
import { NewsletterForm } from '@/features/content/components/NewsletterForm';
import { OFFLINE_PAYMENT_METHODS, PAYMENT_LABELS, PAYMENT_METHODS } from '@/features/orders/payment';
import { cardPaymentsEnabled } from '@/features/payments/providers';
import { currentSettings } from '@/features/settings/queries';
import { telHref } from '@/routes';
import { Logo } from '../Logo';

type LinkItem = { href: string; id: Parameters<Awaited<ReturnType<typeof getTranslations>>>[0]; external?: boolean };

const INFORMATION: LinkItem[] = [
  { href: '/about-us', id: 'LINK_ABOUT_US' },
  { href: '/faq', id: 'LINK_DELIVERY_INFORMATION' },
  { href: '/terms', id: 'LINK_PRIVACY_POLICY' },
  { href: '/catalog', id: 'LINK_BRANDS' },
  { href: '/contact-us', id: 'LINK_CONTACT_US' },
  { href: '/terms', id: 'LINK_RETURNS' },
  { href: '/sitemap.xml', id: 'LINK_SITE_MAP', external: true },
];

const ACCOUNT: LinkItem[] = [
  { href: '/contact-us', id: 'LINK_STORE_LOCATION' },
  { href: '/account/orders', id: 'LINK_ORDER_HISTORY' },
  { href: '/wishlist', id: 'LINK_WISHLIST' },
  { href: '#newsletter', id: 'LINK_NEWSLETTER', external: true },
  { href: '/catalog/products?filter_discount=yes', id: 'LINK_SPECIAL_OFFERS' },
  { href: '/faq', id: 'LINK_GIFT_CERTIFICATES' },
  { href: '/about-us', id: 'LINK_AFFILIATE' },
];

const SOCIAL: { name: string; href: string; Icon: ComponentType<{ size?: number }> }[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { name: 'X', href: 'https://x.com/', Icon: XSocialIcon },
  { name: 'YouTube', href: 'https://www.youtube.com/', Icon: YouTubeIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
];

const heading = 'mb-5 text-base font-semibold text-white';
const link = 'site-footer-link';

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations();
  const { contacts } = await currentSettings();

  const linkList = (items: LinkItem[]) => (
    <ul className="space-y-2 text-[15px]">
      {items.map((item) => (
        <li key={item.id}>
          {item.external ? (
            <a href={item.href} className={link}>
              {t(item.id)}
            </a>
          ) : (
            <Link href={item.href} className={link}>
              {t(item.id)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <footer className="mt-16 bg-[#1f2329] text-white/75" data-testid="site-footer">
      <div className="site-footer-columns">
        <section aria-labelledby="footer-contacts" className="lg:col-span-4">
          <Logo tone="light" className="mb-5" />
          <h2 id="footer-contacts" className={heading}>
            {t('HEADER_CONTACT_US')}
          </h2>
          <address className="space-y-3 text-[15px] not-italic">
            <p className="flex gap-3">
              <MapPinIcon size={18} className="mt-0.5 shrink-0 text-brand" />
              <span>
                <span className="sr-only">{t('TEXT_ADDRESS')}: </span>
                {localize(contacts.address, locale)}
              </span>
            </p>
            <p className="flex gap-3">
              <PhoneIcon size={18} className="mt-0.5 shrink-0 text-brand" />
              <a href={telHref(contacts.phone)} className={link}>
                <span className="sr-only">{t('TEXT_PHONE')}: </span>
                <Code>{contacts.phone}</Code>
              </a>
            </p>
            <p className="flex gap-3">
              <MailIcon size={18} className="mt-0.5 shrink-0 text-brand" />
              <a href={`mailto:${contacts.email}`} className={link}>
                <span className="sr-only">{t('TEXT_EMAIL')}: </span>
                <Code>{contacts.email}</Code>
              </a>
            </p>
            <p className="flex gap-3">
              <ClockIcon size={18} className="mt-0.5 shrink-0 text-brand" />
              <span>
                <span className="sr-only">{t('TEXT_OPENING_HOURS')}: </span>
                {localize(contacts.hours, locale)}
              </span>
            </p>
          </address>
        </section>

        <nav aria-labelledby="footer-information" className="lg:col-span-2">
          <h2 id="footer-information" className={heading}>
            {t('HEADER_INFORMATION')}
          </h2>
          {linkList(INFORMATION)}
        </nav>

        <nav aria-labelledby="footer-account" className="lg:col-span-2">
          <h2 id="footer-account" className={heading}>
            {t('HEADER_MY_ACCOUNT')}
          </h2>
          {linkList(ACCOUNT)}
        </nav>

        <section id="newsletter" aria-labelledby="footer-newsletter" className="site-footer-newsletter">
          <h2 id="footer-newsletter" className={heading}>
            {t('HEADER_NEWSLETTER')}
          </h2>
          <p className="mb-5 text-[15px] leading-relaxed">{t('TEXT_NEWSLETTER_INTRO')}</p>
          <NewsletterForm />
          <h3 className="mt-6 mb-3 text-sm font-semibold text-white">{t('HEADER_FOLLOW_US')}</h3>
          <ul className="flex flex-wrap gap-2">
            {SOCIAL.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t('TEXT_SOCIAL_LINK', { network: name })} (${t('TEXT_OPENS_NEW_TAB')})`}
                  className="site-footer-social"
                >
                  <Icon size={18} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="site-footer-bottom">
        <div className="site-footer-bottom-row">
          <p className="site-footer-copyright">{t('TEXT_COPYRIGHT', { year: new Date().getFullYear() })}</p>
          <div className="flex flex-wrap items-center justify-center gap-2">
            <span className="text-white/75">{t('TEXT_PAYMENT_METHODS')}:</span>
            <ul className="flex flex-wrap justify-center gap-2">
              {/* Card only while a provider is configured: the methods checkout offers. */}
              {(cardPaymentsEnabled() ? PAYMENT_METHODS : OFFLINE_PAYMENT_METHODS).map((method) => (
                <li key={method} className="site-footer-payment">
                  {t(PAYMENT_LABELS[method].name)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}
