import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import ar from '../../../../messages/ar.json';
import ids from '@/i18n/client-message-ids.json';
import { GET } from './route';

// The route's modules are server-only; vitest runs them outside React's server environment.
vi.mock('server-only', () => ({}));

const ask = (query: string, headers: Record<string, string> = {}) =>
  GET(new NextRequest(`http://shop.test/api/messages?${query}`, { headers }));

describe('GET /api/messages: the texts a part loaded on demand brings', () => {
  it("answers the part's texts in the language asked, the ones no page carries already", async () => {
    const res = await ask('locale=ar&part=cart-dropdown');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual([...ids.parts['cart-dropdown']].sort());
    expect(body.TEXT_CART_EMPTY).toBe(ar.TEXT_CART_EMPTY);
    expect(ids.shop).not.toContain('TEXT_CART_EMPTY');
  });

  it('lets the browser keep what it has: the same tag, no body', async () => {
    const first = await ask('locale=en&part=vehicle-picker');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await ask('locale=en&part=vehicle-picker', { 'if-none-match': tag! });
    expect(again.status).toBe(304);
    // Another language is another answer.
    expect((await ask('locale=ru&part=vehicle-picker')).headers.get('etag')).not.toBe(tag);
  });

  it('refuses a part or a language it does not know', async () => {
    expect((await ask('locale=en&part=constructor')).status).toBe(400);
    expect((await ask('locale=en&part=admin')).status).toBe(400);
    expect((await ask('locale=xx&part=cart-dropdown')).status).toBe(400);
  });
});
