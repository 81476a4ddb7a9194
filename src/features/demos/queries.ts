import 'server-only';
// What the product and order demo pages show, read through the catalog's and the orders' own
// functions: the showcase product (the best seller that has a picture, reviews and stock) and the
// demo shopper's most recent order (never another shopper's: see model.ts).
import { bestsellers } from '@/features/catalog/queries';
import { orderForUser, recentOrders } from '@/features/orders/queries';
import type { OrderView } from '@/features/orders/model';
import { DEMO_USER } from '@/seed/content';

/** The slug of the product the product demos show, or null in an empty shop. */
export async function showcaseProductSlug(): Promise<string | null> {
  const top = await bestsellers(24);
  const showcase = top.find((p) => p.image && p.reviewsCount > 0 && p.stockStatus === 'in-stock') ?? top[0];
  return showcase?.slug ?? null;
}

/** The demo shopper's most recent order, or null (no demo mode, or no orders yet). */
export async function demoOrder(): Promise<OrderView | null> {
  const user = { id: DEMO_USER.id, email: DEMO_USER.email };
  const [latest] = await recentOrders(user, 1);
  return latest ? orderForUser(latest.id, user) : null;
}
