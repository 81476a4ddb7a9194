import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/icons/[file]/route';
import { NextIntlClientProvider } from 'next-intl';
import { messagesFor } from '@/i18n/messages';
import { iconSprite } from './icon-shapes';
import * as icons from './icons';
import { Rating } from './Rating';
import * as adminIcons from '@/features/admin/products/components/admin-icons';

const components = Object.entries({ ...icons, ...adminIcons }).filter((e): e is [string, (p: icons.IconProps) => React.JSX.Element] =>
  e[0].endsWith('Icon'),
);
const sprite = iconSprite();

describe('icons', () => {
  it.each(components)('%s draws a shape the sprite has, hidden from screen readers', (_, Icon) => {
    const html = renderToStaticMarkup(<Icon />);
    const [, address, shape] = /<use href="([^"#]+)#([a-z-]+)"/.exec(html) ?? [];
    expect(address).toBe(icons.ICON_SPRITE);
    expect(sprite).toContain(`<symbol id="${shape}" viewBox="0 0 24 24">`);
    expect(html).toMatch(/^<svg [^>]*aria-hidden="true"/);
  });

  it('keeps the size and fill it is given (a kept product fills its heart)', () => {
    const html = renderToStaticMarkup(<icons.HeartIcon size={16} fill="currentColor" className="text-brand" />);
    expect(html).toMatch(/width="16" height="16"/);
    expect(html).toContain('fill="currentColor"');
    expect(html).toContain('class="text-brand"');
    expect(renderToStaticMarkup(<icons.HeartIcon />)).toContain('fill="none"');
  });

  it("a rating is one image named by its value, drawn as the sprite's row of that many whole active stars", () => {
    const rating = (value: number, size?: number) =>
      renderToStaticMarkup(
        <NextIntlClientProvider locale="en" timeZone="UTC" messages={messagesFor('en')}>
          <Rating value={value} size={size} />
        </NextIntlClientProvider>,
      );
    const html = rating(3.71);
    expect(html).toMatch(/^<svg role="img" aria-label="[^"]*3\.7[^"]*5[^"]*"/);
    expect(html).toContain(`<use href="${icons.ICON_SPRITE}#stars-3"></use>`);
    expect(html.match(/<use /g)).toHaveLength(1);
    expect(rating(5)).toContain('#stars-5');
    expect(rating(-2)).toContain('#stars-0');
    expect(rating(9)).toContain('#stars-5');
    expect(rating(Number.NaN)).toContain('#stars-0');
    // Five 14 px stars and four 1 px gaps at the default size, in proportion at others.
    expect(rating(4)).toMatch(/width="74" height="14"/);
    expect(rating(4, 16)).toMatch(/width="85" height="16"/);
    // Mirrored in right to left, so the active stars come first in the reading direction.
    expect(html).toContain('rtl:-scale-x-100');
    for (let active = 0; active <= 5; active++) {
      const row = new RegExp(`<symbol id="stars-${active}"[^>]*>(.*?)</symbol>`).exec(sprite)?.[1] ?? '';
      expect(row.match(/href="#star"/g)).toHaveLength(5);
      expect(row.match(/fill="#ffb400"/g) ?? []).toHaveLength(active);
    }
  });

  it('the sprite is well-formed SVG with one symbol per shape', () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(sprite.match(/<symbol /g)).toHaveLength(sprite.match(/<\/symbol>/g)!.length);
  });

  it('serves the sprite as it is (Next would drop an encoding header): its current address for good, any other for minutes', async () => {
    const file = icons.ICON_SPRITE.split('/').pop()!;
    const current = await GET(new Request(`http://shop${icons.ICON_SPRITE}`), { params: Promise.resolve({ file }) });
    expect(current.status).toBe(200);
    expect(current.headers.get('content-type')).toBe('image/svg+xml');
    expect(current.headers.get('cache-control')).toContain('immutable');
    expect(await current.text()).toBe(sprite);
    const old = await GET(new Request('http://shop/icons/0ld.svg'), { params: Promise.resolve({ file: '0ld.svg' }) });
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).not.toContain('immutable');
    const asked = await GET(new Request(`http://shop${icons.ICON_SPRITE}`, { headers: { 'accept-encoding': 'gzip, br' } }), {
      params: Promise.resolve({ file }),
    });
    expect(asked.headers.get('content-encoding')).toBeNull();
    expect(await asked.text()).toBe(sprite);
    const wrong = await GET(new Request('http://shop/icons/x.png'), { params: Promise.resolve({ file: 'x.png' }) });
    expect(wrong.status).toBe(404);
  });
});
