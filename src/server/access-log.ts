// One access line per request (scripts/serve.ts writes it when the answer is finished or the
// shopper gave up): method, path, status and milliseconds, with the request's id, which the answer
// carries back in X-Request-Id so a shopper's report or a proxy's log finds the line. The path keeps
// no secret: the single-use tokens of reset, verification and unsubscribe links and an order's
// confirmation token are replaced, whether in the query or in the path.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const REQUEST_ID_HEADER = 'x-request-id';

/** Query parameters whose values are secrets (or a shopper's own details) in a log. */
const SECRET_PARAMS = /^(token|code|state|secret|password|key|signature|sig|email|phone)$/i;
/** Paths whose last segment is a secret: the order confirmation page /cart/checkout/<token>. */
const SECRET_SEGMENT = /^((?:\/[a-z]{2})?\/cart\/checkout)\/[^/?#]+/;
const HIDDEN = '***';

/** The request's path and query for the log, secrets replaced by ***. */
export function loggedPath(url: string | undefined): string {
  const raw = url || '/';
  const q = raw.indexOf('?');
  const path = (q < 0 ? raw : raw.slice(0, q)).replace(SECRET_SEGMENT, `$1/${HIDDEN}`);
  if (q < 0) return path;
  const params = raw
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return eq >= 0 && SECRET_PARAMS.test(decoded) ? `${name}=${HIDDEN}` : pair;
    });
  return `${path}?${params.join('&')}`;
}

/**
 * The request's id: the one a trusted proxy sent (a short token of letters, digits and - _ . :), else
 * a new one. A client's own header is not taken when no proxy is trusted: it could forge lines.
 */
export function requestId(header: string | string[] | undefined, trustedProxies: number): string {
  const sent = Array.isArray(header) ? header[0] : header;
  if (trustedProxies > 0 && sent && /^[\w.:-]{1,128}$/.test(sent)) return sent;
  return randomUUID();
}

export type AccessEntry = { id: string; method: string; path: string; status: number; ms: number; aborted?: true };

/** The access line's fields and message: `GET /catalog 200 12 ms`. */
export function accessLine(r: { id: string; method?: string; url?: string; status: number; ms: number; finished: boolean }): {
  entry: AccessEntry;
  msg: string;
} {
  const entry: AccessEntry = {
    id: r.id,
    method: r.method ?? 'GET',
    path: loggedPath(r.url),
    status: r.status,
    ms: Math.round(r.ms * 10) / 10,
    ...(r.finished ? {} : { aborted: true as const }),
  };
  return { entry, msg: `${entry.method} ${entry.path} ${entry.status} ${entry.ms} ms${r.finished ? '' : ' (closed early)'}` };
}

/**
 * Gives the request its id (on to Next in the header, back to the client in X-Request-Id) and writes
 * its access line once the answer is done or the client closed the connection first.
 */
export function logAccess(
  req: IncomingMessage,
  res: ServerResponse,
  trustedProxies: number,
  log: { info: (entry: AccessEntry, msg: string) => void },
) {
  const started = performance.now();
  const id = requestId(req.headers[REQUEST_ID_HEADER], trustedProxies);
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader('X-Request-Id', id);
  res.once('close', () => {
    const { entry, msg } = accessLine({
      id,
      method: req.method,
      url: req.url,
      status: res.statusCode,
      ms: performance.now() - started,
      finished: res.writableFinished,
    });
    log.info(entry, msg);
  });
}
