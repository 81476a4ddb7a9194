import { describe, expect, it } from 'vitest';
import { reviewAuthors, reviewTexts } from './reviews';
import { homeFeatures, homeSlides } from './store';
import { aboutPage, faqPage, termsPage } from './store-pages';

const departmentSlugs = [
  'lighting',
  'fuel-system',
  'body-parts',
  'interior-parts',
  'tyres-wheels',
  'engine-drivetrain',
  'oils-lubricants',
  'tools-garage',
];

const isL = (v: unknown): v is { en: unknown; ru: unknown; ar: unknown } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && 'en' in v;

/** Walks any object and collects every localized text ({en, ru, ar}) with a path naming it. */
function collectTexts(value: unknown, path: string, out: [string, Record<string, unknown>][] = []) {
  if (isL(value)) out.push([path, value as Record<string, unknown>]);
  else if (Array.isArray(value)) value.forEach((v, i) => collectTexts(v, `${path}[${i}]`, out));
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) collectTexts(v, `${path}.${k}`, out);
  return out;
}

const texts = collectTexts(
  { homeSlides, homeFeatures, aboutPage, termsPage, faqPage },
  'store',
);

describe('store reference content', () => {
  it('every text has en, ru and ar and ru/ar differ from English', () => {
    // slides 3×3 + features 5×2 + about 2 + terms 2 + FAQ title 1 + 8×2 = 40 (the contacts are settings now)
    expect(texts.length).toBe(40);
    for (const [path, t] of texts) {
      for (const lang of ['en', 'ru', 'ar'] as const) {
        expect(typeof t[lang], `${path}.${lang}`).toBe('string');
        expect((t[lang] as string).trim().length, `${path}.${lang}`).toBeGreaterThan(0);
      }
      expect(t.ru, `${path}: ru copies English`).not.toBe(t.en);
      expect(t.ar, `${path}: ar copies English`).not.toBe(t.en);
      // Real translations use the language's own script.
      expect(t.ru as string, `${path}.ru is not Cyrillic`).toMatch(/[А-Яа-яЁё]/);
      expect(t.ar as string, `${path}.ar is not Arabic`).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('slides point at existing department slugs', () => {
    expect(homeSlides).toHaveLength(3);
    for (const slide of homeSlides) expect(departmentSlugs, slide.slug).toContain(slide.department);
    const slugs = homeSlides.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('has five home features, one per icon', () => {
    expect(homeFeatures.map((f) => f.icon).sort()).toEqual(
      ['delivery', 'fitment', 'payment', 'returns', 'support'],
    );
  });

  it('the FAQ answers eight questions and the pages have sections', () => {
    expect(faqPage.items).toHaveLength(8);
    for (const lang of ['en', 'ru', 'ar'] as const) {
      expect(aboutPage.body[lang]).toContain('<p>');
      const sections = termsPage.body[lang].match(/<h2>/g) ?? [];
      expect(sections.length, `terms ${lang}`).toBeGreaterThanOrEqual(5);
      expect(sections.length, `terms ${lang}`).toBeLessThanOrEqual(7);
    }
  });

  it('there are reviews in all three languages and every rating is 1-5', () => {
    expect(reviewTexts.length).toBeGreaterThanOrEqual(40);
    for (const lang of ['en', 'ru', 'ar'] as const)
      expect(reviewTexts.filter((r) => r.lang === lang).length, lang).toBeGreaterThanOrEqual(5);
    for (const r of reviewTexts) {
      expect([1, 2, 3, 4, 5], r.text).toContain(r.rating);
      expect(r.text.trim().length, r.text).toBeGreaterThan(0);
    }
    const cyrillic = /[А-Яа-яЁё]/;
    const arabic = /[\u0600-\u06FF]/;
    for (const r of reviewTexts.filter((x) => x.lang === 'ru')) expect(r.text).toMatch(cyrillic);
    for (const r of reviewTexts.filter((x) => x.lang === 'ar')) expect(r.text).toMatch(arabic);
    const positive = reviewTexts.filter((r) => r.rating >= 4).length;
    expect(positive / reviewTexts.length, 'ratings skew positive').toBeGreaterThan(0.6);
    expect(reviewTexts.some((r) => r.rating <= 2), 'some honest complaints').toBe(true);
  });

  it('has forty distinct review authors', () => {
    expect(reviewAuthors).toHaveLength(40);
    expect(new Set(reviewAuthors).size).toBe(40);
  });
});
