import { describe, expect, it } from 'vitest';
import { blogCategories, blogPosts, blogTagNames } from './blog';
import type { L } from './types';

const categorySlugs = new Set(blogCategories.map((c) => c.slug));

/** Every translatable text of the blog, labelled so a failure names the post and field. */
const texts: [string, L][] = [
  ...blogCategories.map((c): [string, L] => [`category ${c.slug} name`, c.name]),
  ...blogTagNames.map((t): [string, L] => [`tag ${t.slug} name`, t.name]),
  ...blogPosts.flatMap((p): [string, L][] => [
    [`${p.slug} title`, p.title],
    [`${p.slug} excerpt`, p.excerpt],
    [`${p.slug} body`, p.body],
  ]),
];

describe('blog seed data', () => {
  it('has the six blog categories and eight posts', () => {
    expect([...categorySlugs].sort()).toEqual(
      ['diy-guides', 'ev-hybrid', 'maintenance', 'news', 'product-reviews', 'tyres-wheels'].sort(),
    );
    expect(blogPosts).toHaveLength(8);
  });

  it('every post names existing blog categories', () => {
    for (const post of blogPosts) {
      expect(post.categories.length, post.slug).toBeGreaterThanOrEqual(1);
      expect(post.categories.length, post.slug).toBeLessThanOrEqual(2);
      for (const slug of post.categories) expect(categorySlugs.has(slug), `${post.slug}: ${slug}`).toBe(true);
    }
  });

  it('post slugs are unique and kebab-case, tags are kebab-case', () => {
    const slugs = blogPosts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
    for (const post of blogPosts) {
      expect(post.slug).toMatch(kebab);
      expect(post.tags.length, post.slug).toBeGreaterThanOrEqual(2);
      expect(post.tags.length, post.slug).toBeLessThanOrEqual(4);
      for (const tag of post.tags) expect(tag).toMatch(kebab);
      expect(post.author.trim(), post.slug).not.toBe('');
    }
  });

  it('every tag of a post has a name (in every language, below), so it never shows as its slug', () => {
    const named = new Set(blogTagNames.map((t) => t.slug));
    for (const post of blogPosts) for (const tag of post.tags) expect(named.has(tag), `${post.slug}: ${tag}`).toBe(true);
  });

  it('every text has en, ru and ar, and ru/ar differ from English', () => {
    for (const [label, text] of texts) {
      for (const lang of ['en', 'ru', 'ar'] as const) expect(text[lang]?.trim(), `${label} ${lang}`).toBeTruthy();
      expect(text.ru, `${label} ru`).not.toBe(text.en);
      expect(text.ar, `${label} ar`).not.toBe(text.en);
      // Written in the right script, not English left in place.
      expect(text.ru, `${label} ru`).toMatch(/[а-яё]/i);
      expect(text.ar, `${label} ar`).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('post dates are ISO dates not after 2026-11-01', () => {
    for (const post of blogPosts) {
      expect(post.publishedAt, post.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const date = new Date(`${post.publishedAt}T00:00:00Z`);
      expect(Number.isNaN(date.getTime()), post.slug).toBe(false);
      expect(date.toISOString().slice(0, 10), post.slug).toBe(post.publishedAt);
      expect(post.publishedAt <= '2026-11-01', post.slug).toBe(true);
    }
  });

  it('bodies use only the simple tags (p, h2, ul, li, strong, em, blockquote)', () => {
    const allowed = new Set(['p', 'h2', 'ul', 'li', 'strong', 'em', 'blockquote']);
    for (const post of blogPosts) {
      for (const lang of ['en', 'ru', 'ar'] as const) {
        const body = post.body[lang];
        const stack: string[] = [];
        for (const [, closing, name, attrs] of body.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)) {
          const where = `${post.slug} ${lang}: <${closing}${name}>`;
          expect(allowed.has(name), where).toBe(true);
          expect(attrs.trim(), where).toBe('');
          if (closing) expect(stack.pop(), where).toBe(name);
          else stack.push(name);
        }
        expect(stack, `${post.slug} ${lang}: unclosed tags`).toEqual([]);
        // No stray angle brackets outside tags.
        expect(body.replace(/<\/?[a-z0-9]+>/g, ''), `${post.slug} ${lang}`).not.toMatch(/[<>]/);
      }
    }
  });
});
