// The order emails: placed (items with options and prices, totals, both addresses, the payment
// method with its instructions, a link to the order page), and the status notices — shipped (with
// carrier and tracking number when recorded), completed, cancelled — with the items and the link.
// Prices go through the shop's one formatter (i18n/currency.ts) in the order's currency and rate.
// The items table (with each line's vehicle fit) and the totals are OrderLines.tsx.
import { Column, Row, Section, Text } from '@react-email/components';
import { PAYMENT_LABELS, PAYMENT_STATUS_LABELS } from '@/features/orders/payment';
import { formatPrice } from '@/i18n/currency';
import { localize } from '@/i18n/localized';
import type { MailAddress, OrderMailData, OrderMailKind } from '../model';
import { INK, LINE, MUTED, MailButton, MailFrame, ltr, paragraph, sectionTitle, shopUrl, sides, type MailContext } from './MailFrame';
import { OrderItems, OrderTotals } from './OrderLines';

type StatusKind = Exclude<OrderMailKind, 'order-placed'>;

/** Message ids of each email's subject, heading and first paragraph. */
export const ORDER_MAIL_TEXTS: Record<OrderMailKind, { subject: string; heading: string; intro: string }> = {
  'order-placed': {
    subject: 'TEXT_EMAIL_ORDER_PLACED_SUBJECT',
    heading: 'TEXT_EMAIL_ORDER_PLACED_HEADING',
    intro: 'TEXT_EMAIL_ORDER_PLACED_INTRO',
  },
  'order-shipped': {
    subject: 'TEXT_EMAIL_ORDER_SHIPPED_SUBJECT',
    heading: 'TEXT_EMAIL_ORDER_SHIPPED_HEADING',
    intro: 'TEXT_EMAIL_ORDER_SHIPPED_INTRO',
  },
  'order-completed': {
    subject: 'TEXT_EMAIL_ORDER_COMPLETED_SUBJECT',
    heading: 'TEXT_EMAIL_ORDER_COMPLETED_HEADING',
    intro: 'TEXT_EMAIL_ORDER_COMPLETED_INTRO',
  },
  'order-cancelled': {
    subject: 'TEXT_EMAIL_ORDER_CANCELLED_SUBJECT',
    heading: 'TEXT_EMAIL_ORDER_CANCELLED_HEADING',
    intro: 'TEXT_EMAIL_ORDER_CANCELLED_INTRO',
  },
};

const orderDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

function Intro({ ctx, kind, order }: { ctx: MailContext; kind: OrderMailKind; order: OrderMailData }) {
  const { t, locale } = ctx;
  const { start } = sides(locale);
  const values = { name: order.billingAddress.firstName, number: order.number, date: orderDate(order.placedAt, locale) };
  return <Text style={paragraph(start)}>{t(ORDER_MAIL_TEXTS[kind].intro, values)}</Text>;
}

const ViewOrder = ({ ctx, order }: { ctx: MailContext; order: OrderMailData }) => (
  <MailButton ctx={ctx} href={shopUrl(ctx.shop, ctx.locale, `/cart/checkout/${order.token}`)}>
    {ctx.t('TEXT_EMAIL_VIEW_ORDER')}
  </MailButton>
);

function Address({ ctx, title, address }: { ctx: MailContext; title: string; address: MailAddress }) {
  const { locale } = ctx;
  const { start, end } = sides(locale);
  const lines = [
    `${address.firstName} ${address.lastName}`.trim(),
    address.company,
    address.address1,
    address.address2,
    [address.city, address.state, address.postcode].filter(Boolean).join(', '),
    localize(address.country, locale),
  ].filter(Boolean);
  return (
    <Column style={{ verticalAlign: 'top', width: '50%', [end === 'right' ? 'paddingRight' : 'paddingLeft']: '12px', textAlign: start }}>
      <Text style={sectionTitle(start)}>{title}</Text>
      {lines.map((l, i) => (
        <Text key={i} style={{ margin: '0', fontSize: '14px', lineHeight: '21px', color: INK, textAlign: start }}>
          <bdi dir="auto">{l}</bdi>
        </Text>
      ))}
      {address.phone && (
        <Text style={{ margin: '0', fontSize: '14px', lineHeight: '21px', color: INK, textAlign: start }}>
          <span dir="ltr">{ltr(locale, address.phone)}</span>
        </Text>
      )}
    </Column>
  );
}

/** The shop's bank account, one line per fact; account codes read left to right in every language. */
function BankDetails({ ctx, bank }: { ctx: MailContext; bank: NonNullable<OrderMailData['bank']> }) {
  const { t, locale } = ctx;
  const { start } = sides(locale);
  const rows: [string, string][] = [
    ['INPUT_ADMIN_BANK_ACCOUNT_NAME', bank.accountName],
    ['INPUT_ADMIN_BANK_NAME', bank.bankName],
    ['INPUT_ADMIN_BANK_ACCOUNT_NUMBER', bank.accountNumber],
    ...(bank.bic ? [['INPUT_ADMIN_BANK_BIC', bank.bic] as [string, string]] : []),
  ];
  return (
    <>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ ...paragraph(start), margin: '0 0 4px', fontSize: '14px' }}>
          {t(label)}: <span dir="ltr">{ltr(locale, value)}</span>
        </Text>
      ))}
    </>
  );
}

function Payment({ ctx, order }: { ctx: MailContext; order: OrderMailData }) {
  const { t, locale } = ctx;
  const { start } = sides(locale);
  const labels = PAYMENT_LABELS[order.payment];
  return (
    <Section
      style={{ marginTop: '8px', padding: '4px 16px 8px', backgroundColor: '#f9fafb', border: `1px solid ${LINE}`, borderRadius: '6px' }}
    >
      <Text style={sectionTitle(start)}>
        {t('HEADER_PAYMENT_METHOD')}: {t(labels.name)}
        {/* Emails queued before payments were recorded have no status. */}
        {order.paymentStatus && <span style={{ fontWeight: 400, color: MUTED }}> · {t(PAYMENT_STATUS_LABELS[order.paymentStatus])}</span>}
      </Text>
      <Text style={paragraph(start)}>{t(labels.description)}</Text>
      {order.payment === 'bank' && order.bank && <BankDetails ctx={ctx} bank={order.bank} />}
      {order.payment !== 'cash' && (
        <Text style={{ ...paragraph(start), fontWeight: 600 }}>
          {t('TEXT_EMAIL_PAYMENT_REFERENCE')}: <span dir="ltr">{ltr(locale, order.number)}</span> ·{' '}
          <span dir="ltr">{ltr(locale, formatPrice(order.total, order.currency))}</span>
        </Text>
      )}
    </Section>
  );
}

export function OrderPlacedMail({ ctx, order }: { ctx: MailContext; order: OrderMailData }) {
  const { t } = ctx;
  return (
    <MailFrame
      ctx={ctx}
      heading={t(ORDER_MAIL_TEXTS['order-placed'].heading)}
      preview={t(ORDER_MAIL_TEXTS['order-placed'].subject, { number: order.number })}
    >
      <Intro ctx={ctx} kind="order-placed" order={order} />
      <ViewOrder ctx={ctx} order={order} />
      <OrderItems ctx={ctx} order={order} prices />
      <OrderTotals ctx={ctx} order={order} />
      <Payment ctx={ctx} order={order} />
      <Row>
        <Address ctx={ctx} title={t('HEADER_BILLING_ADDRESS')} address={order.billingAddress} />
        <Address ctx={ctx} title={t('HEADER_SHIPPING_ADDRESS')} address={order.shippingAddress} />
      </Row>
    </MailFrame>
  );
}

export function OrderStatusMail({ ctx, kind, order }: { ctx: MailContext; kind: StatusKind; order: OrderMailData }) {
  const { t, locale } = ctx;
  const { start } = sides(locale);
  return (
    <MailFrame ctx={ctx} heading={t(ORDER_MAIL_TEXTS[kind].heading)} preview={t(ORDER_MAIL_TEXTS[kind].subject, { number: order.number })}>
      <Intro ctx={ctx} kind={kind} order={order} />
      {kind === 'order-shipped' && order.shipment && (
        <Section
          style={{ margin: '0 0 16px', padding: '4px 16px', backgroundColor: '#f9fafb', border: `1px solid ${LINE}`, borderRadius: '6px' }}
        >
          <Text style={{ ...paragraph(start), margin: '10px 0 4px' }}>
            {t('TEXT_EMAIL_CARRIER')}: <strong>{order.shipment.carrier}</strong>
          </Text>
          <Text style={{ ...paragraph(start), margin: '0 0 10px' }}>
            {t('TEXT_EMAIL_TRACKING_NUMBER')}: <strong dir="ltr">{ltr(locale, order.shipment.trackingNumber)}</strong>
          </Text>
        </Section>
      )}
      <ViewOrder ctx={ctx} order={order} />
      <OrderItems ctx={ctx} order={order} prices={false} />
    </MailFrame>
  );
}
