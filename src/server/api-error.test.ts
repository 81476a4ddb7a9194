import { describe, expect, it } from 'vitest';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import ru from '../../messages/ru.json';
import { apiError, apiLocale } from './api-error';

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe('the language of an API answer', () => {
  it('is the one the body names, then ?locale=, then the remembered page language, then Accept-Language, then English', () => {
    const all = request('http://shop.example/api/x?locale=ru', { cookie: 'a=1; NEXT_LOCALE=ar', 'accept-language': 'ar-AE,ar;q=0.9' });
    expect(apiLocale(all, 'ar')).toBe('ar');
    expect(apiLocale(all)).toBe('ru');
    expect(apiLocale(request('http://shop.example/api/x', { cookie: 'NEXT_LOCALE=ar' }))).toBe('ar');
    expect(apiLocale(request('http://shop.example/api/x', { 'accept-language': 'ru-RU,ru;q=0.9' }))).toBe('ru');
    expect(apiLocale(request('http://shop.example/api/x?locale=xx', { cookie: 'NEXT_LOCALE=zz', 'accept-language': 'fr' }), 'de')).toBe(
      'en',
    );
  });
});

describe('the error answer', () => {
  it('names the code and the parameter, with the message translated and filled in, and is never cached', async () => {
    const res = apiError(request('http://shop.example/api/x?locale=ar'), 400, 'INVALID_PARAMETER', {
      messageId: 'ERROR_API_BAD_PARAMETER',
      values: { param: 'page' },
      param: 'page',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { error: { code: string; message: string; param: string } };
    expect(body.error).toMatchObject({ code: 'INVALID_PARAMETER', param: 'page' });
    expect(body.error.message).toBe(ar.ERROR_API_BAD_PARAMETER.replace('{param}', 'page'));
  });

  it('reads a code that is a message id as its message, and an unknown code as itself', async () => {
    const ids = await (
      await apiError(request('http://shop.example/api/compare?locale=ru'), 400, 'ERROR_API_INVALID_IDS', { param: 'ids' })
    ).json();
    expect(ids).toEqual({ error: { code: 'ERROR_API_INVALID_IDS', message: ru.ERROR_API_INVALID_IDS, param: 'ids' } });
    const unknown = await (await apiError(request('http://shop.example/api/x'), 409, 'SOMETHING_ELSE')).json();
    expect(unknown).toEqual({ error: { code: 'SOMETHING_ELSE', message: 'SOMETHING_ELSE' } });
  });

  it('carries the extra keys a caller needs beside and inside the error', async () => {
    const res = apiError(request('http://shop.example/api/checkout'), 503, 'ERROR_CHECKOUT_FAILED', {
      locale: 'en',
      details: { fields: [] },
      extra: { replayed: false },
      headers: { 'Retry-After': '5' },
    });
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({
      replayed: false,
      error: { code: 'ERROR_CHECKOUT_FAILED', message: en.ERROR_CHECKOUT_FAILED, fields: [] },
    });
  });
});
