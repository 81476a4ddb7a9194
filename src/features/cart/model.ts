// Cart feature: the shopper's cart lines, their totals (subtotal, a flat SHIPPING charge — free from a
// threshold —, TAX on the subtotal, total) and
// the add-to-cart quantity rule (specification sections 3, 4, 5 and 9). Pure rules only, no I/O; the
// browser state lives in store.ts and the header drop-down in components/.
//
// The product copy a line keeps (`CartProduct`) is features/kept-products' (the wish list and compare
// list keep a richer one); a saved cart's checks are in saved.ts. A line's options (their names in
// every language, when two choices are the same) are in line-options.ts, re-exported here.
//
// Decisions:
// - Money is integer USD cents; tax is rounded to the cent once, on the subtotal.
// - What the shop charges (`Charges`: shipping, its free-shipping threshold, the tax rate) is the
//   owner's settings (features/settings), passed in by the caller: the checkout reads them in the
//   order's transaction, the browser's cart gets them from the page (store.ts). Every rule that
//   changes the lines takes them, so a cart's totals are always those of the charges it was given.
// - Options are compared by their name/value pairs as a set (order does not matter), as the
//   specification says; a pair named by slugs (every line added from a product form) is compared by
//   its slugs, so the same choice made in English and in Russian is one line.
// - A line's option keeps `name` and `value` in the language the shopper used when adding, and
//   `label`: both names in every shop language, so the cart, the drop-down and the checkout show the
//   option in the page's language (`optionText`). Lines saved before labels were kept (still
//   version 1: `label` is optional, so old carts load unchanged and old code reads new carts) show
//   their saved texts until `withOptionLabels` labels them from the product's current options.
// - A line keeps the vehicle current when it was added (`vehicle`, optional like `label`, so carts
//   saved before it load unchanged, as lines for no vehicle). The same product and options added for
//   two vehicles are two lines: each line has one vehicle its fit is judged for, and the order keeps it.
// - A line holds at most MAX_LINE_QUANTITY: adding more to a full line keeps it at the maximum, and a
//   larger typed quantity is invalid. The server re-checks stock at checkout; this only keeps numbers sane.
import { toCartProduct, type CartProduct } from '@/features/kept-products/model';
import { sameOptions, type CartItemOption } from './line-options';

export { optionText, withOptionLabels } from './line-options';
export type { CartItemOption, CartOptionLabel, LabelSource } from './line-options';

/**
 * What the shop charges on top of the lines, kept by the one totals rule the cart, the checkout and
 * the server's pricing share. Null where they are not known yet: the browser's cart before the page
 * hands them over (it is not restored from localStorage by then either), shown without charge lines.
 */
export type Charges = {
  /** Flat shipping per order, USD cents. */
  shipping: number;
  /** Orders whose subtotal reaches this (USD cents) ship free; null: shipping is never free. */
  freeShippingFrom: number | null;
  /** Tax as a share of the subtotal, in basis points (2000 = 20 %). */
  taxBasisPoints: number;
};

/** Largest quantity one line may hold. */
export const MAX_LINE_QUANTITY = 9999;

/** The garage vehicle current when a line was added: its id (what the server checks the fit against) and name. */
export type CartVehicle = { id: number; label: string };

export type CartItem = {
  /** Sequential line id within this cart. */
  id: number;
  product: CartProduct;
  /** The vehicle the part was added for; absent when none was chosen (and on lines saved before vehicles were kept). */
  vehicle?: CartVehicle;
  options: CartItemOption[];
  /** Unit price, USD cents. */
  price: number;
  quantity: number;
  /** price × quantity, USD cents. */
  total: number;
};

export type CartTotal = { type: 'shipping' | 'tax'; title: 'SHIPPING' | 'TAX'; price: number };

export type Cart = {
  lastItemId: number;
  quantity: number;
  items: CartItem[];
  subtotal: number;
  totals: CartTotal[];
  total: number;
};

export type QuantityChange = { itemId: number; quantity: number };

export const emptyCart = (): Cart => ({ lastItemId: 0, quantity: 0, items: [], subtotal: 0, totals: [], total: 0 });

/** The cart's summary figures for these lines with these charges. */
export function cartTotals(items: CartItem[], charges: Charges | null): Pick<Cart, 'quantity' | 'subtotal' | 'totals' | 'total'> {
  const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
  const subtotal = items.reduce((sum, item) => sum + item.total, 0);
  // An empty cart owes nothing: the shipping and tax lines appear only once the cart has items.
  const totals: CartTotal[] =
    items.length && charges
      ? [
          {
            type: 'shipping',
            title: 'SHIPPING',
            price: charges.freeShippingFrom !== null && subtotal >= charges.freeShippingFrom ? 0 : charges.shipping,
          },
          // Integers throughout: a half cent (subtotal × bp ending in 5000) rounds up, exactly.
          { type: 'tax', title: 'TAX', price: Math.round((subtotal * charges.taxBasisPoints) / 10_000) },
        ]
      : [];
  return { quantity, subtotal, totals, total: subtotal + totals.reduce((sum, line) => sum + line.price, 0) };
}

const withItems = (cart: Cart, items: CartItem[], charges: Charges | null, lastItemId = cart.lastItemId): Cart => ({
  ...cart,
  lastItemId,
  items,
  ...cartTotals(items, charges),
});

/** The same lines priced with other charges (the owner changed them); the same cart when nothing differs. */
export function repriceCart(cart: Cart, charges: Charges | null): Cart {
  const priced = withItems(cart, cart.items, charges);
  const same =
    priced.totals.length === cart.totals.length &&
    priced.totals.every((t, i) => t.type === cart.totals[i]!.type && t.price === cart.totals[i]!.price);
  return same ? cart : priced;
}

export const isLineQuantity = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_LINE_QUANTITY;

const line = (id: number, product: CartProduct, options: CartItemOption[], quantity: number, vehicle: CartVehicle | null): CartItem => ({
  id,
  product,
  ...(vehicle ? { vehicle: { id: vehicle.id, label: vehicle.label } } : {}),
  options,
  price: product.price,
  quantity,
  total: product.price * quantity,
});

/**
 * Adds `quantity` of a product with these options for this vehicle (null: none chosen). The same
 * product with the same set of options for the same vehicle grows its existing line; anything else —
 * a second vehicle included — becomes a new line numbered lastItemId + 1, so every line has one
 * vehicle to fit. A quantity that is not a whole number from 1 to MAX_LINE_QUANTITY changes nothing
 * (see `parseQuantity`).
 */
export function addToCart(
  cart: Cart,
  product: CartProduct,
  options: CartItemOption[],
  quantity: number,
  charges: Charges | null,
  vehicle: CartVehicle | null = null,
): Cart {
  if (!isLineQuantity(quantity)) return cart;
  const existing = cart.items.find(
    (item) => item.product.id === product.id && (item.vehicle?.id ?? null) === (vehicle?.id ?? null) && sameOptions(item.options, options),
  );
  if (existing) {
    const grown = Math.min(existing.quantity + quantity, MAX_LINE_QUANTITY);
    return withItems(
      cart,
      cart.items.map((item) => (item === existing ? { ...item, quantity: grown, total: item.price * grown } : item)),
      charges,
    );
  }
  const id = cart.lastItemId + 1;
  return withItems(
    cart,
    [
      ...cart.items,
      line(
        id,
        toCartProduct(product),
        options.map((o) => ({ ...o })),
        quantity,
        vehicle,
      ),
    ],
    charges,
    id,
  );
}

/** Removes the line with this id; the line ids of the others do not change. */
export function removeCartItem(cart: Cart, itemId: number, charges: Charges | null): Cart {
  return cart.items.some((item) => item.id === itemId)
    ? withItems(
        cart,
        cart.items.filter((item) => item.id !== itemId),
        charges,
      )
    : cart;
}

/**
 * Sets line quantities. Only lines whose quantity actually differs change. A quantity below 1 (or
 * not a whole number, or above MAX_LINE_QUANTITY) is ignored: removing a line is `removeCartItem`.
 */
export function updateCartQuantities(cart: Cart, changes: QuantityChange[], charges: Charges | null): Cart {
  let changed = false;
  const items = cart.items.map((item) => {
    const change = changes.find((c) => c.itemId === item.id);
    if (!change || !isLineQuantity(change.quantity) || change.quantity === item.quantity) return item;
    changed = true;
    return { ...item, quantity: change.quantity, total: item.price * change.quantity };
  });
  return changed ? withItems(cart, items, charges) : cart;
}

/**
 * The add-to-cart form's quantity (section 5): a non-numeric value (including an empty field)
 * counts as 1; a number must be a whole number from 1 to MAX_LINE_QUANTITY, otherwise the answer is
 * null and the form shows ERROR_ADD_TO_CART_QUANTITY.
 */
export function parseQuantity(raw: unknown): number | null {
  let n: number;
  if (typeof raw === 'number') n = raw;
  else if (typeof raw === 'string' && raw.trim() !== '') n = Number(raw.trim());
  else return 1;
  if (Number.isNaN(n)) return 1;
  return isLineQuantity(n) ? n : null;
}
