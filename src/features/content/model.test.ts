import { describe, expect, it } from 'vitest';
import { isNewsletterToken, NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH, newsletterHref } from './model';

describe("the newsletter's links", () => {
  const token = 'Ab0_-'.repeat(8) + 'xyz';

  it('take a token of 32 random bytes in base64url, and nothing else', () => {
    expect(token).toHaveLength(43);
    expect(isNewsletterToken(token)).toBe(true);
    for (const bad of [
      '',
      token.slice(1),
      `${token}=`,
      `${token.slice(1)}+`,
      `${token.slice(1)}/`,
      ` ${token.slice(1)}`,
      null,
      42,
      [token],
    ]) {
      expect(isNewsletterToken(bad), String(bad)).toBe(false);
    }
  });

  it("are spelled in the subscriber's language, English without a prefix", () => {
    expect(newsletterHref('en', NEWSLETTER_CONFIRM_PATH, token)).toBe(`/newsletter/confirm?token=${token}`);
    expect(newsletterHref('ar', NEWSLETTER_UNSUBSCRIBE_PATH, token)).toBe(`/ar/newsletter/unsubscribe?token=${token}`);
    expect(newsletterHref('ru', NEWSLETTER_CONFIRM_PATH, '')).toBe('/ru/newsletter/confirm?token=');
  });
});
