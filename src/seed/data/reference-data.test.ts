import { describe, expect, it } from 'vitest';
import { departments, partQualifiers } from './departments';
import { attributes, productTypes } from './attributes';
import { options } from './options';
import { partFacts, typeFacts } from './part-facts';
import { DRAWINGS } from '../art';
import type { L, PartSeed } from './types';

const subcategories = departments.flatMap((d) => d.children);
const leaves = subcategories.flatMap((s) => s.children);
const parts: PartSeed[] = leaves.flatMap((l) => l.parts);
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const HEX = /^#[0-9a-f]{6}$/;

/** Every translatable text, labelled so a failure names where it lives. */
const texts: [string, L][] = [
  ...departments.map((d): [string, L] => [`department ${d.slug}`, d.name]),
  ...subcategories.map((s): [string, L] => [`subcategory ${s.slug}`, s.name]),
  ...leaves.map((l): [string, L] => [`category ${l.slug}`, l.name]),
  ...parts.map((p): [string, L] => [`part ${p.slug}`, p.name]),
  ...partQualifiers.map((q): [string, L] => [`qualifier ${q.slug}`, q.name]),
  ...attributes.flatMap((a): [string, L][] => [
    [`attribute ${a.slug}`, a.name],
    ...a.values.map((v): [string, L] => [`attribute ${a.slug} value ${v.slug}`, v.name]),
  ]),
  ...productTypes.flatMap((t): [string, L][] => [
    [`product type ${t.slug}`, t.name],
    ...t.groups.map((g): [string, L] => [`product type ${t.slug} group ${g.slug}`, g.name]),
  ]),
  ...options.flatMap((o): [string, L][] => [
    [`option ${o.slug}`, o.name],
    ...o.values.map((v): [string, L] => [`option ${o.slug} value ${v.slug}`, v.name]),
  ]),
];

/** A code or measurement ('5W-30', '4300K', 'H7', '205/55 R16', '1/2"') may read the same in every language. */
const isCode = (s: string) => /\d/.test(s) && !/[a-z]{2,}/.test(s);

describe('catalog reference data', () => {
  it('has the nine departments in shop order, brakes and suspension apart from tyres and wheels', () => {
    expect(departments.map((d) => d.slug)).toEqual([
      'lighting', 'fuel-system', 'body-parts', 'interior-parts', 'tyres-wheels', 'brakes-suspension',
      'engine-drivetrain', 'oils-lubricants', 'tools-garage',
    ]);
    const tyres = departments.find((d) => d.slug === 'tyres-wheels')!;
    expect(tyres.children.map((s) => s.slug)).not.toContain('brakes');
    for (const d of departments) expect(d.art.every((a) => a in DRAWINGS), d.slug).toBe(true);
  });

  it('knows every part: its drawing, and attribute values that exist and belong to its type', () => {
    const typeAttributes = new Map(productTypes.map((t) => [t.slug, new Set(t.groups.flatMap((g) => g.attributes))]));
    const problems: string[] = [];
    const check = (where: string, type: string, facts: Record<string, string | null>) => {
      for (const [slug, allowed] of Object.entries(facts)) {
        const attribute = attributes.find((a) => a.slug === slug);
        if (!attribute) problems.push(`${where}: no attribute ${slug}`);
        else if (!typeAttributes.get(type)!.has(slug)) problems.push(`${where}: ${type} has no ${slug}`);
        else for (const v of allowed?.split(' ') ?? []) if (!attribute.values.some((x) => x.slug === v)) problems.push(`${where}: ${slug} has no value ${v}`);
      }
    };
    for (const [type, facts] of Object.entries(typeFacts)) check(`type ${type}`, type, facts);
    for (const part of parts) {
      const facts = partFacts[part.slug];
      if (!facts) problems.push(`part ${part.slug}: no facts`);
      else check(`part ${part.slug}`, part.type, facts.attrs ?? {});
    }
    expect(Object.keys(partFacts).filter((slug) => !parts.some((p) => p.slug === slug))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('every department is three levels deep', () => {
    for (const d of departments) {
      expect(d.children.length, d.slug).toBeGreaterThanOrEqual(2);
      expect(d.children.length, d.slug).toBeLessThanOrEqual(4);
      for (const s of d.children) {
        expect(s.children.length, s.slug).toBeGreaterThanOrEqual(2);
        expect(s.children.length, s.slug).toBeLessThanOrEqual(4);
        for (const l of s.children) {
          expect(l.parts.length, l.slug).toBeGreaterThanOrEqual(3);
          expect(l.parts.length, l.slug).toBeLessThanOrEqual(6);
          // A leaf holds parts, not further categories.
          expect('children' in l, l.slug).toBe(false);
        }
      }
    }
    expect(leaves.length).toBeGreaterThanOrEqual(60);
    expect(leaves.length).toBeLessThanOrEqual(80);
  });

  it('category and part slugs are unique and kebab-case', () => {
    const categorySlugs = [...departments, ...subcategories, ...leaves].map((c) => c.slug);
    const partSlugs = parts.map((p) => p.slug);
    for (const list of [categorySlugs, partSlugs, partQualifiers.map((q) => q.slug)]) {
      const dupes = list.filter((s, i) => list.indexOf(s) !== i);
      expect(dupes).toEqual([]);
      for (const s of list) expect(s, s).toMatch(KEBAB);
    }
    for (const list of [attributes, productTypes, options]) {
      const slugs = list.map((x) => x.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    for (const a of [...attributes, ...options]) {
      const slugs = a.values.map((v) => v.slug);
      expect(new Set(slugs).size, a.slug).toBe(slugs.length);
      for (const s of slugs) expect(s, `${a.slug}/${s}`).toMatch(KEBAB);
    }
  });

  it('every text has en, ru and ar and ru/ar differ from en', () => {
    for (const [where, t] of texts) {
      for (const lang of ['en', 'ru', 'ar'] as const) {
        expect(typeof t[lang], `${where} ${lang}`).toBe('string');
        expect(t[lang].trim().length, `${where} ${lang}`).toBeGreaterThan(0);
        expect(t[lang], `${where} ${lang}: no stray spaces`).toBe(t[lang].trim());
      }
      if (!isCode(t.en)) {
        expect(t.ru, `${where}: ru copied from en`).not.toBe(t.en);
        expect(t.ar, `${where}: ar copied from en`).not.toBe(t.en);
        expect(t.ru, `${where}: ru has no Cyrillic`).toMatch(/[\u0400-\u04FF]/);
        expect(t.ar, `${where}: ar has no Arabic`).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it("every part's type and options exist, with a sensible price and position", () => {
    const typeSlugs = new Set(productTypes.map((t) => t.slug));
    const optionSlugs = new Set(options.map((o) => o.slug));
    for (const p of parts) {
      expect(typeSlugs.has(p.type), `${p.slug}: type ${p.type}`).toBe(true);
      for (const o of p.options ?? []) expect(optionSlugs.has(o), `${p.slug}: option ${o}`).toBe(true);
      expect(new Set(p.options ?? []).size, p.slug).toBe((p.options ?? []).length);
      const [min, max] = p.price;
      expect(Number.isInteger(min) && Number.isInteger(max), p.slug).toBe(true);
      expect(min, p.slug).toBeGreaterThan(0);
      expect(max, p.slug).toBeGreaterThan(min);
      if (p.positions) {
        expect(p.positions.length, p.slug).toBeGreaterThan(0);
        expect(new Set(p.positions).size, p.slug).toBe(p.positions.length);
      }
    }
    // Most parts are model-specific; a fair share is offered without options.
    expect(parts.filter((p) => p.fitment === 'vehicle').length).toBeGreaterThan(parts.length / 2);
    expect(parts.filter((p) => !p.options?.length).length).toBeGreaterThanOrEqual(parts.length / 4);
    // Every product type is used by some part.
    for (const t of productTypes) expect(parts.some((p) => p.type === t.slug), t.slug).toBe(true);
  });

  it("every product type's attributes exist", () => {
    const attributeSlugs = new Set(attributes.map((a) => a.slug));
    for (const t of productTypes) {
      expect(t.groups.length, t.slug).toBeGreaterThanOrEqual(2);
      expect(t.groups.length, t.slug).toBeLessThanOrEqual(3);
      const all = t.groups.flatMap((g) => g.attributes);
      expect(new Set(all).size, `${t.slug}: an attribute listed twice`).toBe(all.length);
      expect(all.length, t.slug).toBeGreaterThanOrEqual(4);
      expect(all.length, t.slug).toBeLessThanOrEqual(8);
      for (const slug of all) expect(attributeSlugs.has(slug), `${t.slug}: ${slug}`).toBe(true);
    }
    for (const a of attributes) {
      expect(a.values.length, a.slug).toBeGreaterThanOrEqual(3);
      expect(a.values.length, a.slug).toBeLessThanOrEqual(10);
    }
  });

  it('colour values are valid hex', () => {
    const colourAttribute = attributes.find((a) => a.slug === 'color')!;
    const colourOption = options.find((o) => o.slug === 'color')!;
    expect(colourOption.type).toBe('color');
    for (const list of [colourAttribute.values, colourOption.values]) {
      for (const v of list) expect(v.color, v.slug).toMatch(HEX);
      const hexes = list.map((v) => v.color);
      expect(hexes).toContain('#ffffff');
      expect(hexes).toContain('#000000');
      expect(new Set(hexes).size).toBe(hexes.length);
    }
    // Only colour-type options and the colour attribute carry swatches.
    for (const a of attributes) if (a !== colourAttribute) for (const v of a.values) expect(v.color, `${a.slug}/${v.slug}`).toBeUndefined();
    for (const o of options) {
      for (const v of o.values) {
        if (o.type === 'color') expect(v.color, `${o.slug}/${v.slug}`).toMatch(HEX);
        else expect(v.color, `${o.slug}/${v.slug}`).toBeUndefined();
      }
    }
  });
});
