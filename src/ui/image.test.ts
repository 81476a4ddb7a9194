import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { absoluteImage, isRemoteImage, isShowableImage, offeredWidths, pictureSources } from './image';
import { ShopImage } from './ShopImage';

describe('product image URLs', () => {
  it('tells another site’s http(s) URL from the shop’s own media', () => {
    expect(isRemoteImage('https://cdn.example.com/pads.jpg')).toBe(true);
    expect(isRemoteImage('HTTP://cdn.example.com/pads.jpg')).toBe(true);
    expect(isRemoteImage('/media/products/pads.webp')).toBe(false);
    expect(isRemoteImage('//cdn.example.com/pads.jpg')).toBe(false);
    expect(isRemoteImage('data:image/png;base64,AAAA')).toBe(false);
  });

  it('sends the shop’s own media through the optimiser in every width, and a remote URL to the browser as it is', () => {
    const own = renderToStaticMarkup(
      createElement(ShopImage, { src: '/media/products/pads.webp', alt: 'Pads', width: 700, height: 700, sizes: '96px' }),
    );
    expect(own).toMatch(/^<img [^>]*alt="Pads"/);
    expect(own).toContain('srcSet="/_next/image?url=%2Fmedia%2Fproducts%2Fpads.webp&amp;w=96&amp;q=75 96w');
    expect(own).toContain('loading="lazy"');
    const remote = renderToStaticMarkup(
      createElement(ShopImage, { src: 'https://cdn.example.com/pads.jpg', alt: 'Pads', width: 700, height: 700 }),
    );
    expect(remote).toContain('src="https://cdn.example.com/pads.jpg"');
    expect(remote).not.toContain('/_next/image');
  });

  it('a picture marked priority loads at once, first among pictures', () => {
    const first = renderToStaticMarkup(
      createElement(ShopImage, { src: '/media/products/pads.webp', alt: 'Pads', width: 700, height: 700, priority: true }),
    );
    expect(first).not.toContain('loading="lazy"');
    expect(first).toContain('fetchPriority="high"');
  });

  it('shows the shop’s media and remote URLs, and a placeholder for anything else', () => {
    expect(isShowableImage('/media/products/pads.webp')).toBe(true);
    expect(isShowableImage('https://cdn.example.com/pads.jpg')).toBe(true);
    expect(isShowableImage('/elsewhere/pads.jpg')).toBe(false);
    expect(isShowableImage('')).toBe(false);
    expect(isShowableImage(null)).toBe(false);
  });

  it('makes the shop’s paths absolute and leaves remote URLs as they are', () => {
    expect(absoluteImage('/media/products/pads.webp', 'https://shop.example')).toBe('https://shop.example/media/products/pads.webp');
    expect(absoluteImage('https://cdn.example.com/pads.jpg', 'https://shop.example')).toBe('https://cdn.example.com/pads.jpg');
  });
});

describe('the widths a picture is offered in', () => {
  it('a picture shown at a fixed size is offered at that size and twice it', () => {
    expect(offeredWidths({ width: 40 })).toEqual({ widths: [48, 96], kind: 'x' });
  });

  it('with sizes, stops at the first width that holds the whole picture: larger ones are the same picture', () => {
    expect(offeredWidths({ natural: 700, sizes: '(min-width: 1400px) 240px, (min-width: 1024px) 20vw, 45vw' })).toEqual({
      widths: [128, 256, 384, 640, 750],
      kind: 'w',
    });
    expect(offeredWidths({ sizes: '100vw' }).widths).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
  });

  it('for one fixed display size, offers from that size up to three times it', () => {
    expect(offeredWidths({ natural: 700, sizes: '64px' }).widths).toEqual([64, 96, 128, 256]);
    expect(offeredWidths({ natural: 360, sizes: '300px' }).widths).toEqual([384]);
  });

  it('writes the optimiser’s addresses for the shop’s media and leaves a remote URL as it is', () => {
    expect(pictureSources('/media/p.webp', { width: 40 })).toEqual({
      src: '/_next/image?url=%2Fmedia%2Fp.webp&w=96&q=75',
      srcSet: '/_next/image?url=%2Fmedia%2Fp.webp&w=48&q=75 1x, /_next/image?url=%2Fmedia%2Fp.webp&w=96&q=75 2x',
    });
    expect(pictureSources('https://cdn.example.com/p.jpg', { width: 40 })).toEqual({ src: 'https://cdn.example.com/p.jpg' });
  });
});
