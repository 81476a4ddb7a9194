// Reference data the catalog hangs on: currencies, countries, the category trees, brands,
// attributes and product types, vehicles. Ids are explicit and follow the order of the source data,
// so the same data always gets the same ids and a second run inserts nothing.
import type pg from 'pg';
import { bulkInsert, syncSequence } from './bulk';
import { slugify } from './random';
import { departments } from './data/departments';
import { attributes, productTypes } from './data/attributes';
import { brands } from './data/brands';
import { countries } from './data/countries';
import { blogCategories, blogTagNames } from './data/blog';
import vehicleData from './data/vehicles.json';
import type { DepartmentSeed, LeafCategorySeed, PartSeed } from './data/types';

export const CURRENCIES = [
  { code: 'USD', symbol: '$', rate: 1, name: { en: 'US Dollar', ru: 'Доллар США', ar: 'دولار أمريكي' } },
  { code: 'EUR', symbol: '€', rate: 0.92, name: { en: 'Euro', ru: 'Евро', ar: 'يورو' } },
  { code: 'GBP', symbol: '£', rate: 0.78, name: { en: 'Pound Sterling', ru: 'Фунт стерлингов', ar: 'جنيه إسترليني' } },
  { code: 'RUB', symbol: '₽', rate: 64, name: { en: 'Russian Ruble', ru: 'Российский рубль', ar: 'روبل روسي' } },
];

export type Leaf = LeafCategorySeed & {
  id: number;
  path: number[];
  department: DepartmentSeed;
  departmentIndex: number;
  indexInDepartment: number;
};

type CategoryRow = {
  id: number;
  type: 'shop' | 'blog';
  slug: string;
  name: object;
  parentId: number | null;
  path: number[];
  layout: 'categories' | 'products';
  position: number;
  image: string | null;
};

/** The shop tree flattened with stable ids: departments, then their subcategories, then leaves. */
export function shopCategories(): { rows: CategoryRow[]; leaves: Leaf[] } {
  const rows: CategoryRow[] = [];
  const leaves: Leaf[] = [];
  let id = 0;
  departments.forEach((dep, di) => {
    const depId = ++id;
    rows.push({
      id: depId,
      type: 'shop',
      slug: dep.slug,
      name: dep.name,
      parentId: null,
      path: [depId],
      layout: 'categories',
      position: di,
      image: null,
    });
    let leafIndex = 0;
    dep.children.forEach((sub, si) => {
      const subId = ++id;
      rows.push({
        id: subId,
        type: 'shop',
        slug: sub.slug,
        name: sub.name,
        parentId: depId,
        path: [depId, subId],
        layout: 'categories',
        position: si,
        image: null,
      });
      sub.children.forEach((leaf, li) => {
        const leafId = ++id;
        rows.push({
          id: leafId,
          type: 'shop',
          slug: leaf.slug,
          name: leaf.name,
          parentId: subId,
          path: [depId, subId, leafId],
          layout: 'products',
          position: li,
          image: null,
        });
        leaves.push({
          ...leaf,
          id: leafId,
          path: [depId, subId, leafId],
          department: dep,
          departmentIndex: di,
          indexInDepartment: leafIndex++,
        });
      });
    });
  });
  const blogBase = 10_000;
  blogCategories.forEach((c, i) => {
    rows.push({
      id: blogBase + i,
      type: 'blog',
      slug: c.slug,
      name: c.name,
      parentId: null,
      path: [blogBase + i],
      layout: 'products',
      position: i,
      image: null,
    });
  });
  return { rows, leaves };
}

export const allParts = (leaves: Leaf[]): { part: PartSeed; leaf: Leaf }[] =>
  leaves.flatMap((leaf) => leaf.parts.map((part) => ({ part, leaf })));

export type VehicleRow = { id: number; year: number; make: string; makeSlug: string; model: string; modelSlug: string; engine: string };
type VehicleJson = {
  makes: {
    name: string;
    slug: string;
    country?: string;
    wmi?: string[];
    models: { name: string; slug: string; years: [number, number][]; engines: { years: [number, number]; name: string }[] }[];
  }[];
};

/** Every year × model × engine of the dataset, in file order. */
export function vehicleRows(): VehicleRow[] {
  const out: VehicleRow[] = [];
  for (const make of (vehicleData as unknown as VehicleJson).makes) {
    for (const model of make.models) {
      for (const [from, to] of model.years) {
        for (let year = from; year <= to; year++) {
          const engines = [...new Set(model.engines.filter((e) => e.years[0] <= year && year <= e.years[1]).map((e) => e.name))];
          for (const engine of engines) {
            out.push({
              id: out.length + 1,
              year,
              make: make.name,
              makeSlug: make.slug || slugify(make.name),
              model: model.name,
              modelSlug: model.slug || slugify(model.name),
              engine,
            });
          }
        }
      }
    }
  }
  return out;
}

/** The names of every tag the seed uses, once per slug: departments, then parts, then blog tags. */
function tagRows(): [string, object][] {
  const names = new Map<string, object>();
  for (const dep of departments) names.set(dep.slug, dep.name);
  for (const dep of departments)
    for (const sub of dep.children)
      for (const leaf of sub.children) for (const part of leaf.parts) if (!names.has(part.slug)) names.set(part.slug, part.name);
  for (const tag of blogTagNames) if (!names.has(tag.slug)) names.set(tag.slug, tag.name);
  return [...names];
}

export async function seedReference(client: pg.Pool, images: { category: Map<string, string>; brand: Map<string, string> }) {
  await bulkInsert(
    client,
    'currencies',
    [
      { name: 'code', type: 'text' },
      { name: 'symbol', type: 'text' },
      { name: 'name', type: 'jsonb' },
      { name: 'rate', type: 'numeric' },
      { name: 'position', type: 'int' },
    ],
    CURRENCIES.map((c, i) => [c.code, c.symbol, c.name, c.rate, i]),
  );

  await bulkInsert(
    client,
    'countries',
    [
      { name: 'code', type: 'text' },
      { name: 'name', type: 'jsonb' },
    ],
    countries.map((c) => [c.code, c.name]),
  );

  const { rows, leaves } = shopCategories();
  await bulkInsert(
    client,
    'categories',
    [
      { name: 'id', type: 'int' },
      { name: 'type', type: 'category_type' },
      { name: 'slug', type: 'text' },
      { name: 'name', type: 'jsonb' },
      { name: 'parent_id', type: 'int' },
      { name: 'path', type: 'text' },
      { name: 'depth', type: 'smallint' },
      { name: 'layout', type: 'category_layout' },
      { name: 'position', type: 'int' },
      { name: 'image', type: 'text' },
    ],
    rows.map((r) => [
      r.id,
      r.type,
      r.slug,
      r.name,
      r.parentId,
      `/${r.path.join('/')}/`,
      r.path.length - 1,
      r.layout,
      r.position,
      images.category.get(r.slug) ?? null,
    ]),
  );
  await syncSequence(client, 'categories');

  await bulkInsert(
    client,
    'brands',
    [
      { name: 'id', type: 'int' },
      { name: 'slug', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'country_code', type: 'text' },
      { name: 'image', type: 'text' },
    ],
    brands.map((b, i) => [i + 1, b.slug, b.name, b.country, images.brand.get(b.slug) ?? null]),
  );
  await syncSequence(client, 'brands');

  // Attributes, their values, product types and groups: ids by position in the source lists.
  await bulkInsert(
    client,
    'attributes',
    [
      { name: 'id', type: 'int' },
      { name: 'slug', type: 'text' },
      { name: 'name', type: 'jsonb' },
    ],
    attributes.map((a, i) => [i + 1, a.slug, a.name]),
  );
  await syncSequence(client, 'attributes');
  const valueRows: unknown[][] = [];
  attributes.forEach((a, ai) => a.values.forEach((v) => valueRows.push([valueRows.length + 1, ai + 1, v.slug, v.name, v.color ?? null])));
  await bulkInsert(
    client,
    'attribute_values',
    [
      { name: 'id', type: 'int' },
      { name: 'attribute_id', type: 'int' },
      { name: 'slug', type: 'text' },
      { name: 'name', type: 'jsonb' },
      { name: 'color', type: 'text' },
    ],
    valueRows,
  );
  await syncSequence(client, 'attribute_values');

  await bulkInsert(
    client,
    'product_types',
    [
      { name: 'id', type: 'int' },
      { name: 'slug', type: 'text' },
      { name: 'name', type: 'jsonb' },
    ],
    productTypes.map((t, i) => [i + 1, t.slug, t.name]),
  );
  await syncSequence(client, 'product_types');
  const groupRows: unknown[][] = [];
  const groupAttrRows: unknown[][] = [];
  productTypes.forEach((t, ti) =>
    t.groups.forEach((g, gi) => {
      const gid = groupRows.length + 1;
      groupRows.push([gid, ti + 1, g.slug, g.name, gi]);
      g.attributes.forEach((slug, pos) => groupAttrRows.push([gid, attributes.findIndex((a) => a.slug === slug) + 1, pos]));
    }),
  );
  await bulkInsert(
    client,
    'attribute_groups',
    [
      { name: 'id', type: 'int' },
      { name: 'product_type_id', type: 'int' },
      { name: 'slug', type: 'text' },
      { name: 'name', type: 'jsonb' },
      { name: 'position', type: 'int' },
    ],
    groupRows,
  );
  await syncSequence(client, 'attribute_groups');
  await bulkInsert(
    client,
    'attribute_group_attributes',
    [
      { name: 'group_id', type: 'int' },
      { name: 'attribute_id', type: 'int' },
      { name: 'position', type: 'int' },
    ],
    groupAttrRows,
  );

  // What tags read as: products are tagged with their department and part, posts with blog tags.
  await bulkInsert(
    client,
    'tags',
    [
      { name: 'slug', type: 'text' },
      { name: 'name', type: 'jsonb' },
    ],
    tagRows(),
  );

  const vehicles = vehicleRows();
  await bulkInsert(
    client,
    'vehicles',
    [
      { name: 'id', type: 'int' },
      { name: 'year', type: 'smallint' },
      { name: 'make', type: 'text' },
      { name: 'make_slug', type: 'text' },
      { name: 'model', type: 'text' },
      { name: 'model_slug', type: 'text' },
      { name: 'engine', type: 'text' },
    ],
    vehicles.map((v) => [v.id, v.year, v.make, v.makeSlug, v.model, v.modelSlug, v.engine]),
  );
  await syncSequence(client, 'vehicles');

  return { leaves, vehicles, categories: rows.length };
}
