import 'server-only';
import { createHash } from 'node:crypto';
import { cache } from 'react';
import { db } from '@/db/client';
import type { Localized } from '@/db/schema/common';
import type { Locale } from '@/i18n/routing';
import { menuTree, type MenuCategory, type MenuNode } from './model';

/** The shop's department tree (three levels), ordered as the store owner positioned it. */
const departmentTree = cache(async (database = db()): Promise<MenuCategory[]> => {
  const { rows } = await database.$client.query<{
    id: number;
    parent_id: number | null;
    slug: string;
    name: Localized;
    image: string | null;
    items_count: number;
    layout: 'categories' | 'products';
  }>(
    `SELECT id, parent_id, slug, name, image, items_count, layout FROM categories WHERE type = 'shop' AND depth <= 2 ORDER BY depth, position, id`,
  );
  const byId = new Map<number, MenuCategory>();
  const roots: MenuCategory[] = [];
  for (const r of rows) {
    const node: MenuCategory = {
      id: r.id,
      slug: r.slug,
      name: r.name,
      image: r.image,
      itemsCount: r.items_count,
      layout: r.layout,
      children: [],
    };
    byId.set(r.id, node);
    if (r.parent_id === null) roots.push(node);
    else byId.get(r.parent_id)?.children.push(node);
  }
  return roots;
});

/**
 * The department tree as the header's menus load it (routes.ts departmentsHref), in one language,
 * with a tag made from its content: the address changes exactly when a department (its name, place
 * or count) does, so browsers may keep each answer for good. No query beyond the tree's own.
 */
export async function menuDepartments(locale: Locale): Promise<{ nodes: MenuNode[]; tag: string }> {
  const nodes = menuTree(await departmentTree(), locale);
  return { nodes, tag: createHash('sha256').update(JSON.stringify(nodes)).digest('base64url').slice(0, 16) };
}
