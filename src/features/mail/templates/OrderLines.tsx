// The order emails' lines: the items table (name, chosen options and SKU, the vehicle each line was
// ordered for and its fit as the order kept it, quantity and, in the order-placed email, line totals)
// and the totals (subtotal, shipping, tax, total) in the order's currency and rate. OrderMail.tsx
// puts them in the emails.
import type { CSSProperties } from 'react';
import { Text } from '@react-email/components';
import { formatPrice } from '@/i18n/currency';
import { localize } from '@/i18n/localized';
import { lineFitMessage } from '@/features/cart/fit';
import type { OrderMailData } from '../model';
import { INK, LINE, MUTED, ltr, sectionTitle, sides, type MailContext } from './MailFrame';

const FIT_MARK = { fits: '✓', 'fits-with-conditions': '✓', 'does-not-fit': '✕', unknown: '?', universal: '∞' } as const;
const POSITIONS = {
  front: 'TEXT_FIT_POSITION_FRONT',
  rear: 'TEXT_FIT_POSITION_REAR',
  left: 'TEXT_FIT_POSITION_LEFT',
  right: 'TEXT_FIT_POSITION_RIGHT',
} as const;

/** The line's vehicle and fit as the order kept them, with a mark so it does not rest on colour (the product page's wording for conditions). */
function LineFitText({ ctx, fit }: { ctx: MailContext; fit: NonNullable<OrderMailData['items'][number]['fit']> }) {
  const { t } = ctx;
  const q = fit.qualifiers;
  const how = q
    ? [
        q.position ? t(POSITIONS[q.position]) : null,
        q.quantity ? t('TEXT_FIT_QUANTITY', { count: q.quantity }) : null,
        q.notes?.trim() || null,
      ]
        .filter(Boolean)
        .join(' · ')
    : '';
  const color = fit.fit === 'does-not-fit' ? '#9b1c1c' : fit.fit.startsWith('fits') ? '#125f28' : MUTED;
  return (
    <div style={{ fontSize: '12px', color, fontWeight: 600 }} data-fit={fit.fit}>
      {FIT_MARK[fit.fit]} {t(lineFitMessage(fit.fit, fit.vehicle !== null), { vehicle: fit.vehicle ?? '' })}
      {fit.fit === 'fits-with-conditions' && how && (
        <div style={{ fontWeight: 400, color: INK }}>
          {t('TEXT_FIT_QUALIFIERS_LABEL')}: {how}
        </div>
      )}
    </div>
  );
}

/** The items: name, chosen options and SKU, quantity, and (for the order placed) line totals. */
export function OrderItems({ ctx, order, prices }: { ctx: MailContext; order: OrderMailData; prices: boolean }) {
  const { t, locale } = ctx;
  const { start, end } = sides(locale);
  const head: CSSProperties = {
    padding: '8px 0',
    fontSize: '12px',
    fontWeight: 600,
    color: MUTED,
    borderBottom: `1px solid ${LINE}`,
    textTransform: 'uppercase',
  };
  const cell: CSSProperties = {
    padding: '10px 0',
    fontSize: '14px',
    lineHeight: '20px',
    color: INK,
    borderBottom: `1px solid ${LINE}`,
    verticalAlign: 'top',
  };
  return (
    <>
      <Text style={sectionTitle(start)}>{t('HEADER_ORDER_ITEMS')}</Text>
      <table className="mail-lines" width="100%" cellPadding={0} cellSpacing={0} role="presentation" style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={{ ...head, textAlign: start }}>{t('TABLE_PRODUCT')}</th>
            <th style={{ ...head, textAlign: 'center', width: '70px' }}>{t('TABLE_QUANTITY')}</th>
            {prices && <th style={{ ...head, textAlign: end, width: '110px' }}>{t('TABLE_TOTAL')}</th>}
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={i}>
              <td style={{ ...cell, textAlign: start }}>
                <div style={{ fontWeight: 600 }}>{localize(item.name, locale)}</div>
                {item.options.map((o, j) => (
                  <div key={j} style={{ fontSize: '13px', color: MUTED }}>
                    {localize(o.name, locale)}: {localize(o.value, locale)}
                  </div>
                ))}
                <div style={{ fontSize: '12px', color: MUTED }}>{t('TEXT_SKU', { sku: ltr(locale, item.sku) })}</div>
                {item.fit && <LineFitText ctx={ctx} fit={item.fit} />}
              </td>
              <td style={{ ...cell, textAlign: 'center' }}>{item.quantity}</td>
              {prices && (
                <td style={{ ...cell, textAlign: end, whiteSpace: 'nowrap' }}>
                  <span dir="ltr">{ltr(locale, formatPrice(item.total, order.currency))}</span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function OrderTotals({ ctx, order }: { ctx: MailContext; order: OrderMailData }) {
  const { t, locale } = ctx;
  const { start, end } = sides(locale);
  const rows: [string, number][] = [
    ['TABLE_SUBTOTAL', order.subtotal],
    ['SHIPPING', order.shipping],
    ['TAX', order.tax],
    ['TABLE_TOTAL', order.total],
  ];
  return (
    <table
      className="mail-lines"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      role="presentation"
      style={{ marginTop: '8px', borderCollapse: 'collapse' }}
    >
      <tbody>
        {rows.map(([label, cents], i) => {
          const total = i === rows.length - 1;
          const cell: CSSProperties = {
            padding: total ? '10px 0 4px' : '4px 0',
            fontSize: total ? '16px' : '14px',
            fontWeight: total ? 700 : 400,
            color: INK,
            borderTop: total ? `1px solid ${LINE}` : undefined,
          };
          return (
            <tr key={label}>
              <td style={{ ...cell, textAlign: start }}>{t(label)}</td>
              <td style={{ ...cell, textAlign: end, whiteSpace: 'nowrap' }}>
                <span dir="ltr">{ltr(locale, formatPrice(cents, order.currency))}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
