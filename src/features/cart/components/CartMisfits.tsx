'use client';
// Above the cart's lines: how many of them do not fit the vehicle they were added for. A warning, not
// a block: the shopper may still order them (the checkout asks to confirm). Each such line says so itself.
import { useTranslations } from 'next-intl';
import type { LineFitAnswer } from '../fit';
import type { CartItem } from '../model';

export function CartMisfits({ items, fits }: { items: CartItem[]; fits: Map<number, LineFitAnswer> }) {
  const t = useTranslations();
  const count = items.filter((i) => fits.get(i.id)?.fit === 'does-not-fit').length;
  if (!count) return null;
  return (
    <p
      role="status"
      className="mb-4 flex items-baseline gap-2 rounded border border-nofit/40 bg-nofit/5 px-4 py-3 text-sm font-medium text-[#9b1c1c]"
      data-testid="cart-misfits"
    >
      <span aria-hidden className="font-bold">
        ✕
      </span>
      {t('TEXT_CART_MISFITS', { count })}
    </p>
  );
}
