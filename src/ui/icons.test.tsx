import { gunzipSync } from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/icons/[file]/route';
import { iconSprite } from './icon-shapes';
import * as icons from './icons';
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

  it('the sprite is well-formed SVG with one symbol per shape', () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(sprite.match(/<symbol /g)).toHaveLength(sprite.match(/<\/symbol>/g)!.length);
  });

  it('serves the sprite gzipped to a browser that takes it: its current address for good, any other for minutes', async () => {
    const file = icons.ICON_SPRITE.split('/').pop()!;
    const current = await GET(new Request(`http://shop${icons.ICON_SPRITE}`), { params: Promise.resolve({ file }) });
    expect(current.status).toBe(200);
    expect(current.headers.get('content-type')).toBe('image/svg+xml');
    expect(current.headers.get('cache-control')).toContain('immutable');
    expect(await current.text()).toBe(sprite);
    const old = await GET(new Request('http://shop/icons/0ld.svg'), { params: Promise.resolve({ file: '0ld.svg' }) });
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).not.toContain('immutable');
    const gzipped = await GET(new Request(`http://shop${icons.ICON_SPRITE}`, { headers: { 'accept-encoding': 'gzip, br' } }), {
      params: Promise.resolve({ file }),
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await gzipped.arrayBuffer())).toString()).toBe(sprite);
    const wrong = await GET(new Request('http://shop/icons/x.png'), { params: Promise.resolve({ file: 'x.png' }) });
    expect(wrong.status).toBe(404);
  });
});
