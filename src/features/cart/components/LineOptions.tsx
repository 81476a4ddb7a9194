// The options a cart line was bought with ("Colour: Red"), under its name in the cart page and the
// header's cart drop-down, in the page's language when the line knows its names (model.optionText).
import { useLocale } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { optionText, type CartItem } from '../model';

export function LineOptions({ options }: { options: CartItem['options'] }) {
  const locale = useLocale() as Locale;
  if (options.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-muted" data-testid="cart-line-options">
      {options.map((o) => {
        const { name, value } = optionText(o, locale);
        return (
          <li key={`${o.optionSlug ?? o.name}\u0000${o.valueSlug ?? o.value}`}>
            {name}: <span className="text-ink">{value}</span>
          </li>
        );
      })}
    </ul>
  );
}
