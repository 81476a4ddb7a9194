import { describe, expect, it } from 'vitest';
import { absoluteImage, imageSource, isRemoteImage, isShowableImage } from './image';

describe('product image URLs', () => {
  it('tells another site’s http(s) URL from the shop’s own media', () => {
    expect(isRemoteImage('https://cdn.example.com/pads.jpg')).toBe(true);
    expect(isRemoteImage('HTTP://cdn.example.com/pads.jpg')).toBe(true);
    expect(isRemoteImage('/media/products/pads.webp')).toBe(false);
    expect(isRemoteImage('//cdn.example.com/pads.jpg')).toBe(false);
    expect(isRemoteImage('data:image/png;base64,AAAA')).toBe(false);
  });

  it('sends only remote URLs past the optimiser', () => {
    expect(imageSource('/media/products/pads.webp')).toEqual({ src: '/media/products/pads.webp', unoptimized: false });
    expect(imageSource('https://cdn.example.com/pads.jpg')).toEqual({ src: 'https://cdn.example.com/pads.jpg', unoptimized: true });
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
