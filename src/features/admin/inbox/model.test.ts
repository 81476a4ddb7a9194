import { describe, expect, it } from 'vitest';
import { csvField, replyHref, subscribersCsv } from './model';

describe("the inbox's subscriber export", () => {
  it('writes a header row and one line per subscriber, dates in UTC', () => {
    const csv = subscribersCsv([
      { email: 'a@example.com', locale: 'ar', createdAt: new Date('2026-11-20T08:00:00Z'), confirmedAt: new Date('2026-11-20T08:05:00Z') },
    ]);
    expect(csv).toBe('email,language,subscribed_at,confirmed_at\r\na@example.com,ar,2026-11-20T08:00:00.000Z,2026-11-20T08:05:00.000Z\r\n');
  });

  it('quotes what must be quoted and never lets a spreadsheet run a formula', () => {
    expect(csvField('plain@example.com')).toBe('plain@example.com');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe(`"'+1"`);
  });
});

describe('a reply to a contact message', () => {
  it('is addressed to the sender with the subject answered', () => {
    expect(replyHref('ryan@example.com', 'Brake pads', 'Your message')).toBe('mailto:ryan@example.com?subject=Re%3A%20Brake%20pads');
    expect(replyHref('ryan@example.com', ' ', 'Your message')).toBe('mailto:ryan@example.com?subject=Your%20message');
  });
});
