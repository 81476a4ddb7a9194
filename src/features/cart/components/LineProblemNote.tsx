'use client';
// Under a cart line that cannot be ordered as it is: what is wrong, and the fix. A line without its
// options links to the product, where they are chosen (then the old line is removed by the shopper);
// a product no longer sold or sold out can only leave the cart.
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { LINE_PROBLEM_MESSAGES, type LineProblem } from '../line-problems';
import type { CartItem } from '../model';
import { productHref } from '@/routes';

export function LineProblemNote({ item, problem, name }: { item: CartItem; problem: LineProblem; name: string }) {
  const t = useTranslations();
  return (
    <p
      className="mt-1.5 flex flex-wrap items-baseline gap-x-2 text-xs font-medium text-brand-dark"
      data-testid="cart-line-problem"
      data-problem={problem}
    >
      <span>{t(LINE_PROBLEM_MESSAGES[problem])}</span>
      {problem === 'options' && (
        <Link
          href={productHref(item.product.slug)}
          className="underline underline-offset-2 hover:text-brand"
          aria-label={t('BUTTON_SELECT_OPTIONS_OF', { product: name })}
        >
          {t('BUTTON_SELECT_OPTIONS')}
        </Link>
      )}
    </p>
  );
}

/** The products of the lines that need the shopper's attention, named in one sentence. */
export function LinesNeedAttention({ names, id, children }: { names: string[]; id?: string; children?: ReactNode }) {
  const t = useTranslations();
  if (!names.length) return null;
  return (
    <div
      id={id}
      tabIndex={-1}
      role="status"
      className="mb-4 rounded border border-brand/40 bg-brand/5 px-4 py-3 text-sm text-brand-dark outline-none"
      data-testid="cart-attention"
    >
      {t('ERROR_CART_LINES_NEED_ATTENTION', { products: names.map((n) => `“${n}”`).join(', ') })}
      {children}
    </div>
  );
}
