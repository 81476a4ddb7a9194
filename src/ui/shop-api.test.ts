// The browser's one client of the shop's API, against a real HTTP server on a free port (Node's
// fetch is the browser's fetch here).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopApiError, failureOf, shopApi, wasAborted } from './shop-api';

let server: Server;
let base = '';
const seen: { method?: string; type?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method, type: req.headers['content-type'], body });
      const send = (status: number, text: string) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(text);
      if (req.url === '/ok') return send(200, JSON.stringify({ products: [1, 2] }));
      if (req.url === '/echo') return send(201, body);
      if (req.url === '/refused')
        return send(
          409,
          JSON.stringify({ error: { code: 'ERROR_CHECKOUT_TOTAL_CHANGED', message: 'The total changed', total: { amount: 5 } } }),
        );
      if (req.url === '/broken') return send(502, '<html>bad gateway</html>');
      if (req.url === '/slow') return void setTimeout(() => send(200, '{}'), 2000);
      send(404, JSON.stringify({ error: { code: 'ERROR_NOT_FOUND' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('asking the shop API from the browser', () => {
  it('answers with the JSON body of a 2xx answer', async () => {
    expect(await shopApi<{ products: number[] }>(`${base}/ok`)).toEqual({ products: [1, 2] });
    expect(seen.at(-1)!.method).toBe('GET');
  });

  it('sends a JSON body as a POST unless another method is named', async () => {
    expect(await shopApi(`${base}/echo`, { json: { vehicleId: 7 } })).toEqual({ vehicleId: 7 });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', type: 'application/json' });
    await shopApi(`${base}/echo`, { method: 'PUT', json: [] });
    expect(seen.at(-1)!.method).toBe('PUT');
  });

  it("throws a refusal with the status and the envelope's whole error", async () => {
    const refusal = await shopApi(`${base}/refused`).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ShopApiError);
    expect((refusal as ShopApiError).status).toBe(409);
    expect((refusal as ShopApiError).refusal).toMatchObject({ code: 'ERROR_CHECKOUT_TOTAL_CHANGED', total: { amount: 5 } });
    // The console line names the path, the status and the code, never the query (it may hold a VIN or a search).
    expect(failureOf(refusal)).toMatch(/GET \S*\/refused: 409 ERROR_CHECKOUT_TOTAL_CHANGED$/);
  });

  it('throws a refusal without an error when the answer is not the shop envelope', async () => {
    const refusal = (await shopApi(`${base}/broken`).catch((e: unknown) => e)) as ShopApiError;
    expect(refusal.status).toBe(502);
    expect(refusal.refusal).toBeNull();
  });

  it('tells an abandoned request apart from a failed one', async () => {
    const controller = new AbortController();
    const asked = shopApi(`${base}/slow`, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(wasAborted(await asked)).toBe(true);
    const failed = await shopApi('http://127.0.0.1:1/nothing').catch((e: unknown) => e);
    expect(wasAborted(failed)).toBe(false);
    expect(failureOf(failed)).toBeTruthy();
  });
});
