import { describe, expect, it } from 'vitest';
import { BLOG_ROUTE_SLUGS, blogListQueryFrom, blogListSearch, blogRouteFrom, pageCount, readingMinutes, tagLabel, tagName } from './model';

describe('blog routes', () => {
  it('knows every demo path of the specification', () => {
    expect(BLOG_ROUTE_SLUGS).toHaveLength(10);
    for (const slug of BLOG_ROUTE_SLUGS) expect(blogRouteFrom(slug), slug).not.toBeNull();
  });
  it('reads listing layouts with the sidebar at the start or the end', () => {
    expect(blogRouteFrom('classic-right-sidebar')).toEqual({ kind: 'list', layout: 'classic', sidebar: 'end' });
    expect(blogRouteFrom('grid-left-sidebar')).toEqual({ kind: 'list', layout: 'grid', sidebar: 'start' });
  });
  it('reads post layouts', () => {
    expect(blogRouteFrom('post-full-width')).toEqual({ kind: 'post', layout: 'full-width', sidebar: null, image: true });
    expect(blogRouteFrom('post-left-sidebar')).toMatchObject({ sidebar: 'start', image: true });
    expect(blogRouteFrom('post-without-image')).toMatchObject({ sidebar: null, image: false });
  });
  it('rejects anything else', () => {
    for (const slug of ['', 'classic', 'grid-top-sidebar', 'post-', 'post-full-width-x']) expect(blogRouteFrom(slug)).toBeNull();
  });
});

describe('listing query', () => {
  it('reads page, category, tag and search', () => {
    expect(blogListQueryFrom({ page: '2', category: 'News', tag: 'brake-pads', search: '  oil ' })).toEqual({
      page: 2,
      category: 'news',
      tag: 'brake-pads',
      search: 'oil',
    });
  });
  it('reads bad values as defaults', () => {
    expect(blogListQueryFrom({ page: 'abc', category: '<script>', tag: 'a b', search: '   ' })).toEqual({
      page: 1,
      category: null,
      tag: null,
      search: null,
    });
    expect(blogListQueryFrom({ page: '0' }).page).toBe(1);
    expect(blogListQueryFrom({ page: '-3' }).page).toBe(1);
    expect(blogListQueryFrom({ page: ['3', '4'] }).page).toBe(3);
    expect(blogListQueryFrom({ search: 'x'.repeat(500) }).search).toHaveLength(100);
  });
  it('writes links without defaults', () => {
    expect(blogListSearch({ page: 1, category: null, tag: 'led', search: null })).toEqual({ tag: 'led' });
    expect(blogListSearch({ page: 3, category: 'news' })).toEqual({ category: 'news', page: '3' });
  });
});

describe('pagination', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(6)).toBe(1);
    expect(pageCount(7)).toBe(2);
  });
});

it('estimates reading time at 200 words a minute', () => {
  expect(readingMinutes('<p>short</p>')).toBe(1);
  expect(readingMinutes(`<p>${'word '.repeat(1000)}</p>`)).toBe(5);
});

describe('tags', () => {
  it('read by their names, with "#" before them', () => {
    expect(tagName('brake-pads', { en: 'Brake pads', ru: 'Тормозные колодки' })).toEqual({ en: 'Brake pads', ru: 'Тормозные колодки' });
    expect(tagLabel('Тормозные колодки')).toBe('#Тормозные колодки');
  });

  it('read as the slug with spaces when the shop has no name for it', () => {
    expect(tagName('oil-change', null)).toEqual({ en: 'oil change' });
  });
});
