// The options a cart line was bought with ("Colour: Red"), under its name in the cart page and the
// header's cart drop-down.
import type { CartItem } from '../model';

export function LineOptions({ options }: { options: CartItem['options'] }) {
  if (options.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-muted">
      {options.map((o) => (
        <li key={`${o.name}\u0000${o.value}`}>
          {o.name}: <span className="text-ink">{o.value}</span>
        </li>
      ))}
    </ul>
  );
}
