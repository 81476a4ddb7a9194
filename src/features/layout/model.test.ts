import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_OPTIONS, siteOptionsFrom } from './model';

describe('site options from a variant string', () => {
  it('defaults to the spaceship header, scheme one, mobile variant one', () => {
    expect(siteOptionsFrom()).toEqual(DEFAULT_SITE_OPTIONS);
    expect(DEFAULT_SITE_OPTIONS).toEqual({ desktopHeaderLayout: 'spaceship', desktopHeaderScheme: 'one', mobileHeaderVariant: 'one' });
  });
  it('reads layout/scheme and the mobile variant', () => {
    expect(siteOptionsFrom('classic/five', 'two')).toEqual({ desktopHeaderLayout: 'classic', desktopHeaderScheme: 'five', mobileHeaderVariant: 'two' });
  });
  it('falls back to scheme one for a scheme the layout does not have', () => {
    expect(siteOptionsFrom('spaceship/four').desktopHeaderScheme).toBe('one');
    expect(siteOptionsFrom('boat/two', 'nine')).toEqual(DEFAULT_SITE_OPTIONS);
  });
});
