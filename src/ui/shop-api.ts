// The one way the browser asks the shop's own API: JSON in, JSON out, the shop's error envelope
// (`{ error: { code, message, param, fields } }`, src/server/api-error.ts) read in one place.
// An answer other than 2xx throws ShopApiError carrying the status and the envelope's error, so a
// caller that shows refusals reads them from there; a network failure or an abort throws as fetch
// throws it (wasAborted tells the abort apart).

/** The error of the shop's envelope; some refusals carry more (the checkout's new total, say). */
export type ApiRefusal = {
  code?: string;
  message?: string;
  param?: string;
  fields?: { param: string; code: string }[];
  [detail: string]: unknown;
};

export class ShopApiError extends Error {
  constructor(
    readonly status: number,
    readonly refusal: ApiRefusal | null,
    what: string,
  ) {
    super(`${what}: ${status}${refusal?.code ? ` ${refusal.code}` : ''}`);
    this.name = 'ShopApiError';
  }
}

type Ask = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as the JSON body. */
  json?: unknown;
  signal?: AbortSignal;
  cache?: RequestCache;
};

/** The answer's JSON as T (the route's own type: the shop answers itself, so no schema check here). */
export async function shopApi<T>(url: string, ask: Ask = {}): Promise<T> {
  const { json, method = json === undefined ? 'GET' : 'POST', signal, cache } = ask;
  const init: RequestInit = { method, signal, cache };
  if (json !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(json);
  }
  const response = await fetch(url, init);
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ShopApiError(response.status, refusalOf(body), `${method} ${url.split('?')[0]}`);
  return body as T;
}

function refusalOf(body: unknown): ApiRefusal | null {
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : null;
  return error && typeof error === 'object' ? (error as ApiRefusal) : null;
}

/** Whether the request was given up on purpose (a newer one replaced it, or the component left). */
export const wasAborted = (e: unknown) => (e as Error | null)?.name === 'AbortError';

/** A short line for the browser's console: what was asked and how it failed. */
export const failureOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
