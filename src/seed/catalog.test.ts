// The demo catalogue as a parts shopper judges it: the products `npm start` seeds (generated here
// exactly as the seed makes them, without a database) fit the popular cars, are universal only where
// that is true, and say about themselves what their names say.
import { beforeAll, describe, expect, it } from 'vitest';
import { allParts, shopCategories, vehicleRows } from './reference';
import { catalogContext, generateProduct } from './products';
import { DEFAULT_PRODUCTS } from './index';
import { attributes } from './data/attributes';
import { partFacts } from './data/part-facts';
import { popularVehicles } from './data/popular-vehicles';
import { PART_VIEWS, WHOLE_VIEWS } from './images';

type Product = ReturnType<typeof generateProduct>;
const { leaves } = shopCategories();
const vehicles = vehicleRows();
const vehicleById = new Map(vehicles.map((v) => [v.id, v]));
const valueById = attributes.flatMap((a) => a.values.map((v) => ({ attribute: a.slug, value: v.slug, name: v.name })));
const partOf = (p: Product) => (p.product[18] as string[])[1]!;
const leafOf = (p: Product) => leaves.find((l) => l.id === p.product[9])!;
const nameOf = (p: Product) => p.product[4] as { en: string; ru: string; ar: string };
const valuesOf = (p: Product) =>
  new Map(p.attributes.map((a) => [valueById[(a[2] as number) - 1]!.attribute, valueById[(a[2] as number) - 1]!]));
const optionSlugs = (p: Product) => p.options.map((o) => o.option[1] as string);
const soldByVehicle = (leaf: (typeof leaves)[number]) => leaf.parts.some((part) => part.fitment === 'vehicle');
/** Departments whose parts are always made for particular vehicles. */
const NEVER_UNIVERSAL = ['brakes-suspension', 'engine-drivetrain', 'body-parts'];

let products: Product[];
beforeAll(() => {
  const images = new Map(
    allParts(leaves).map(({ part, leaf }) => [
      part.slug,
      PART_VIEWS.map((_, k) => `/media/products/${leaf.slug}-${partFacts[part.slug]!.art}-${k + 1}.webp`),
    ]),
  );
  const ctx = catalogContext(leaves, vehicles, images);
  products = Array.from({ length: DEFAULT_PRODUCTS }, (_, i) => generateProduct(ctx, i));
});

describe('the demo catalogue', () => {
  it('gives every popular vehicle at least three exact fits in every category sold by vehicle', () => {
    const short: string[] = [];
    for (const leaf of leaves.filter(soldByVehicle)) {
      const inLeaf = products.filter((p) => leafOf(p) === leaf);
      for (const car of popularVehicles) {
        const fits = inLeaf.filter((p) =>
          p.fitment.some((f) => {
            const v = vehicleById.get(f[1] as number)!;
            return v.makeSlug === car.make && v.modelSlug === car.model && v.year === car.year;
          }),
        ).length;
        if (fits < 3) short.push(`${leaf.slug}: ${car.year} ${car.make} ${car.model} has ${fits}`);
      }
    }
    expect(short).toEqual([]);
  });

  it('has at least fifty popular vehicles over the last fifteen years, the VIN examples among them', () => {
    expect(popularVehicles.length).toBeGreaterThanOrEqual(50);
    expect(popularVehicles.filter((v) => v.year >= 2011).length).toBeGreaterThanOrEqual(50);
    expect(popularVehicles).toEqual(
      expect.arrayContaining([
        { make: 'honda', model: 'civic', year: 2014 },
        { make: 'honda', model: 'accord', year: 2003 },
        { make: 'volkswagen', model: 'golf', year: 2003 },
        { make: 'lada', model: 'granta', year: 2012 },
      ]),
    );
  });

  it('never calls a part made for particular vehicles universal, and sells no universal brake, suspension, engine or body parts', () => {
    const wrong = products.filter((p) => {
      const part = leafOf(p).parts.find((x) => x.slug === partOf(p))!;
      return part.fitment === 'vehicle' && p.product[17] !== 'list';
    });
    expect(wrong.map((p) => nameOf(p).en)).toEqual([]);
    const universalThere = products.filter((p) => NEVER_UNIVERSAL.includes(leafOf(p).department.slug) && p.product[17] !== 'list');
    expect(universalThere.map((p) => nameOf(p).en)).toEqual([]);
    expect(products.every((p) => p.product[17] !== 'list' || p.fitment.length > 0)).toBe(true);
  });

  it('pictures every product with its own kind of part, the whole part first', () => {
    for (const p of products) {
      const drawing = partFacts[partOf(p)]!.art;
      const urls = p.images.map((i) => i[2] as string);
      expect(urls.length).toBeGreaterThanOrEqual(2);
      expect(urls.every((u) => u.startsWith(`/media/products/${leafOf(p).slug}-${drawing}-`))).toBe(true);
      expect(Number(urls[0]!.match(/-(\d+)\.webp$/)![1])).toBeLessThanOrEqual(WHOLE_VIEWS);
    }
  });

  it('says in its specification what its name says', () => {
    const of = (slug: string) => products.filter((p) => partOf(p) === slug);
    for (const p of of('xenon-hid-bulb')) {
      expect(valuesOf(p).get('light-source')?.value).toBe('xenon');
      expect(valuesOf(p).get('bulb-type')?.value).toBe('d2s');
    }
    for (const p of of('ceramic-brake-pads')) expect(valuesOf(p).get('friction-material')?.value).toBe('ceramic');
    for (const p of [...of('brake-disc'), ...of('drilled-slotted-brake-disc')]) expect(valuesOf(p).has('friction-material')).toBe(false);
    const oils = [...of('diesel-engine-oil'), ...of('full-synthetic-engine-oil'), ...of('mineral-engine-oil')];
    expect(oils.length).toBeGreaterThan(0);
    for (const p of oils) {
      const grade = valuesOf(p).get('viscosity')!;
      expect(nameOf(p).en).toContain(grade.name.en);
      expect(optionSlugs(p)).not.toContain('viscosity');
    }
    for (const p of of('full-synthetic-engine-oil')) expect(valuesOf(p).get('oil-base')?.value).toBe('fully-synthetic');
  });

  it('never states as fixed what the shopper chooses as an option', () => {
    const both = products.filter((p) =>
      optionSlugs(p).some((o) => valuesOf(p).has(o) || (['wheel-size', 'tyre-size'].includes(o) && valuesOf(p).has('rim-diameter'))),
    );
    expect(both.map((p) => nameOf(p).en)).toEqual([]);
  });
});
