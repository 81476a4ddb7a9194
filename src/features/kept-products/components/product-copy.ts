'use client';
// The copy of a product the cart and the kept lists store, asked when a shopper presses a card's
// button. A card carries only its id, slug and name in the page's language (catalog's
// ProductCardActions); the copy has its name in every language (a cart line follows the shopper's
// language), the columns the lists show and today's price, from the read use-fresh-products.ts makes
// for kept ids. A module of its own, so a listing's browser code does not carry that hook.
import { shopApi } from '@/ui/shop-api';
import type { ShopProduct } from '../model';

/** The product's copy, or null when the shop no longer sells it; throws when the shop cannot be asked. */
export async function productCopy(id: number): Promise<ShopProduct | null> {
  const { products } = await shopApi<{ products: ShopProduct[] }>(`/api/compare?ids=${id}`);
  return products.find((p) => p.id === id) ?? null;
}
