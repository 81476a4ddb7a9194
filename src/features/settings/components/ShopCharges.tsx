'use client';
// Hands the shop's current shipping and tax (the owner's settings, read on the server for this
// page) to the browser's cart, which prices its totals with them: the drop-down, the cart page and
// the checkout's review then show what the server will charge. Renders nothing.
// Rendered by the storefront's layout, so the charges arrive with the first effects, no later than
// the saved cart; the cart and checkout pages render it again, so an open tab picks up a change on
// those pages (a layout is not rendered again on a client-side navigation). The admin has no cart
// and does not render it.
import { useEffect } from 'react';
import { useCart } from '@/features/cart/store';
import type { Charges } from '@/features/cart/model';

export function ShopCharges({ charges }: { charges: Charges }) {
  const { shipping, freeShippingFrom, taxBasisPoints } = charges;
  useEffect(() => {
    useCart.getState().setCharges({ shipping, freeShippingFrom, taxBasisPoints });
  }, [shipping, freeShippingFrom, taxBasisPoints]);
  return null;
}
