// The frame of every email: the shop's logo bar, the heading, the content, and a footer with the
// shop's contacts (the owner's settings, as the site footer shows them). Email-safe HTML: tables
// from React Email, inline styles only, sides named left/right from the language's direction
// (email clients do not know logical properties), dir="rtl" on the document for Arabic.
import type { CSSProperties, ReactNode } from 'react';
import { Body, Button, Column, Container, Head, Heading, Html, Link, Preview, Row, Section, Text } from '@react-email/components';
import { localize } from '@/i18n/localized';
import { directionOf, localePath, type Locale } from '@/i18n/routing';
import type { StoreContacts } from '@/features/settings/model';
import { SHOP_NAME } from '../model';

export type Translate = (id: string, values?: Record<string, string | number>) => string;
/** What every email knows of the shop: its public address and its contacts. */
export type MailShop = { origin: string; contacts: StoreContacts };
export type MailContext = { locale: Locale; t: Translate; shop: MailShop };

export const INK = '#1f2329';
export const MUTED = '#5c636a';
export const LINE = '#e5e7eb';
const BRAND = '#e52727';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Tahoma, Arial, sans-serif";

/** The reading start and end of a language, as left/right. */
export const sides = (locale: Locale) =>
  directionOf(locale) === 'rtl' ? ({ start: 'right', end: 'left' } as const) : ({ start: 'left', end: 'right' } as const);

/**
 * Text that always reads left to right (a price, a phone number, a code) inside a right-to-left
 * email: wrapped in Unicode isolates, so the plain-text part keeps it in order too (HTML alone
 * would need dir="ltr", which a text part does not have).
 */
export const ltr = (locale: Locale, text: string) => (directionOf(locale) === 'rtl' ? `\u2066${text}\u2069` : text);

/** A shop page as a full link in the email's language. */
export const shopUrl = (shop: MailShop, locale: Locale, path: string) => `${shop.origin}${localePath(locale, path)}`;

export const paragraph = (align: 'left' | 'right'): CSSProperties => ({
  margin: '0 0 14px',
  fontSize: '15px',
  lineHeight: '24px',
  color: INK,
  textAlign: align,
});
export const sectionTitle = (align: 'left' | 'right'): CSSProperties => ({
  margin: '22px 0 8px',
  fontSize: '16px',
  fontWeight: 600,
  color: INK,
  textAlign: align,
});

/** The email's one call to action, in the brand's red. */
export function MailButton({ ctx, href, children }: { ctx: MailContext; href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 20px', textAlign: sides(ctx.locale).start }}>
      <Button
        href={href}
        style={{
          backgroundColor: BRAND,
          color: '#ffffff',
          borderRadius: '6px',
          padding: '12px 22px',
          fontSize: '15px',
          fontWeight: 600,
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** The logo: the axle mark (two tyres on a shaft, on brand red) and the wordmark, left to right in every language. */
function Logo() {
  const tyre = {
    display: 'inline-block',
    width: '5px',
    height: '15px',
    borderRadius: '2px',
    backgroundColor: '#ffffff',
    verticalAlign: 'middle',
  };
  const shaft = { display: 'inline-block', width: '3px', height: '3px', backgroundColor: '#ffffff', verticalAlign: 'middle' };
  return (
    <span dir="ltr" style={{ display: 'inline-block', whiteSpace: 'nowrap' }}>
      <span
        style={{
          display: 'inline-block',
          width: '32px',
          height: '32px',
          lineHeight: '32px',
          borderRadius: '8px',
          backgroundColor: BRAND,
          textAlign: 'center',
          verticalAlign: 'middle',
          fontSize: '0',
        }}
      >
        <span style={tyre} />
        <span style={shaft} />
        <span
          style={{
            display: 'inline-block',
            width: '7px',
            height: '7px',
            borderRadius: '50%',
            backgroundColor: '#ffffff',
            verticalAlign: 'middle',
          }}
        />
        <span style={shaft} />
        <span style={tyre} />
      </span>
      <span
        style={{
          display: 'inline-block',
          marginLeft: '10px',
          color: '#ffffff',
          fontSize: '24px',
          fontWeight: 900,
          fontStyle: 'italic',
          letterSpacing: '-0.01em',
          verticalAlign: 'middle',
        }}
      >
        {SHOP_NAME.toUpperCase()}
      </span>
    </span>
  );
}

type FrameProps = {
  ctx: MailContext;
  preview: string;
  heading: string;
  /** Why the person gets this email (the footer's line); an order's by default. */
  reason?: string;
  /** A link that ends the emails of this kind (the newsletter's), shown in the footer. */
  unsubscribeUrl?: string;
  children: ReactNode;
};

export function MailFrame({ ctx, preview, heading, reason, unsubscribeUrl, children }: FrameProps) {
  const { locale, t, shop } = ctx;
  const dir = directionOf(locale);
  const { start } = sides(locale);
  const small = { margin: '0 0 4px', fontSize: '13px', lineHeight: '20px', color: MUTED, textAlign: start };
  return (
    <Html lang={locale} dir={dir}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f3f4f6', margin: '0', padding: '24px 0', fontFamily: FONT, color: INK }}>
        <Container
          dir={dir}
          style={{
            maxWidth: '600px',
            backgroundColor: '#ffffff',
            borderRadius: '8px',
            overflow: 'hidden',
            direction: dir,
            textAlign: start,
          }}
        >
          <Section style={{ backgroundColor: INK, padding: '18px 32px', textAlign: start }}>
            <Link href={shopUrl(shop, locale, '/')} aria-label={SHOP_NAME} style={{ textDecoration: 'none' }}>
              <Logo />
            </Link>
          </Section>
          <Section style={{ padding: '28px 32px 12px' }}>
            <Heading as="h1" style={{ margin: '0 0 12px', fontSize: '22px', lineHeight: '30px', color: INK, textAlign: start }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Section style={{ padding: '20px 32px', backgroundColor: '#f9fafb', borderTop: `1px solid ${LINE}` }}>
            <Text style={{ ...small, fontWeight: 600, color: INK }}>{t('HEADER_CONTACT_US')}</Text>
            <Text style={small}>{localize(shop.contacts.address, locale)}</Text>
            <Row>
              <Column style={{ textAlign: start }}>
                <Text style={small}>
                  {t('TEXT_PHONE')}: <span dir="ltr">{ltr(locale, shop.contacts.phone)}</span> · {t('TEXT_EMAIL')}:{' '}
                  <Link href={`mailto:${shop.contacts.email}`} style={{ color: INK }}>
                    {shop.contacts.email}
                  </Link>
                </Text>
              </Column>
            </Row>
            <Text style={small}>{localize(shop.contacts.hours, locale)}</Text>
            <Text style={{ ...small, marginTop: '12px' }}>{reason ?? t('TEXT_EMAIL_FOOTER_REASON', { shop: SHOP_NAME })}</Text>
            {unsubscribeUrl && (
              <Text style={small}>
                <Link href={unsubscribeUrl} style={{ color: INK }}>
                  {t('TEXT_EMAIL_UNSUBSCRIBE')}
                </Link>
              </Text>
            )}
            <Text style={small}>{t('TEXT_COPYRIGHT', { year: new Date().getFullYear() })}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
