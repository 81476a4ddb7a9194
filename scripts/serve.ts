// The production HTTP server (npm start runs it after the build): Next's request handler behind a
// plain Node server, for two reasons:
// - the shopper's address for the rate limits must come from the socket and the proxies the owner
//   trusts (AXLE_TRUSTED_PROXIES), never from a header the client wrote. Next's own `next start`
//   keeps a client-sent X-Forwarded-For as it is;
// - anonymous shoppers asking for the same page in the same language, currency and vehicle get one
//   rendering for a few seconds (src/features/page-cache; AXLE_PAGE_CACHE_SECONDS, 0 turns it off);
// - one Node process renders on one core: AXLE_WORKERS processes (default: one per core) share the
//   port, as instances behind a load balancer would. Everything shared lives in the database (rate
//   limits, sessions, the auth secret, the catalogue version the caches follow), so they agree.
// - each process renders a few pages at once (src/server/render-gate.ts) and queues the rest, so
//   its memory stays bounded however many shoppers arrive together.
// - the primary process (the only process when there is one) runs the expiry of unpaid card orders
//   (src/features/payments/upkeep.ts, safe with several instances) and the mail worker
//   (src/features/mail/worker.ts): it sends the outbox's emails, polling, and woken at once when a rendering process
//   has enqueued one (a message to the primary). Not in the rendering processes: one sender per
//   instance is enough, and they stay without its renderer and SMTP client. Several instances each
//   run one; they never take the same row (docs/adr/0014-mail-outbox.md). Started here, so never
//   under Vitest or in a build.
import './lib/without-source-maps';
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import next from 'next';
import { openDatabase } from '../src/db/client';
import { catalogVersion } from '../src/features/catalog/version';
import { onMailWake, wakeMailer } from '../src/features/mail/wake';
import { pageCacheSeconds } from '../src/features/page-cache/model';
import { pageCache } from '../src/features/page-cache/server';
import { sharedCache } from '../src/server/shared-cache';
import { NO_BACKGROUND_WORK_ENV, startBackgroundWork } from '../src/server/background-work';
import { logAccess } from '../src/server/access-log';
import { log } from '../src/server/log';
import { unreadablePath } from '../src/server/request-path';
import { hardenResponse } from '../src/server/response-headers';
import { renderGate, rendersAtOnce, skipsGate } from '../src/server/render-gate';
import { CLIENT_ADDRESS_HEADER, clientAddressFrom, trustedProxyCount } from '../src/features/rate-limits/model';

const port = Number(process.env.PORT ?? 3000);

/** AXLE_WORKERS as a count of processes: a whole number from 1 to 64, else one per core. */
function workerCount(raw = process.env.AXLE_WORKERS): number {
  const n = Number(raw);
  if (raw && Number.isInteger(n) && n >= 1 && n <= 64) return n;
  if (raw) log.warn(`AXLE_WORKERS=${raw} is not a whole number from 1 to 64: one worker per core`);
  return availableParallelism();
}

const workers = cluster.isPrimary ? workerCount() : 1;
// The background work is this server's to start (in the primary): Next's instrumentation, which runs
// in every rendering process, leaves it alone when it sees this (forked processes inherit it).
process.env[NO_BACKGROUND_WORK_ENV] = '1';

/** What a rendering process sends the primary when it has enqueued an email. */
const MAIL_WAKE = 'axle:mail-wake';

if (cluster.isPrimary && workers > 1) {
  let stopping = false;
  let ready = 0;
  for (let i = 0; i < workers; i++) cluster.fork();
  const mailer = startBackgroundWork();
  cluster.on('message', (_worker, message) => {
    if (message === MAIL_WAKE) wakeMailer();
    if (message === 'ready' && ++ready === workers) log.info({ port, workers }, `Ready on http://localhost:${port} (${workers} workers)`);
  });
  // A worker that dies is replaced, unless the server is stopping.
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error(
      { worker: worker.process.pid, exit: signal ?? code },
      `worker ${worker.process.pid} stopped (${signal ?? code}); starting another`,
    );
    cluster.fork();
  });
  // The primary stays until every worker has finished its requests (npm start then stops the
  // embedded database), or 12 s: each worker cuts its own at 10 s.
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    let left = alive.length;
    // The mail worker finishes the email in hand (an unfinished one is sent again after its lease).
    const mailStopped = mailer?.stop() ?? Promise.resolve();
    const exit = () => void mailStopped.finally(() => process.exit(0));
    if (left === 0) exit();
    cluster.on('exit', () => --left === 0 && exit());
    for (const w of alive) w.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), 12_000);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  const trusted = trustedProxyCount(process.env.AXLE_TRUSTED_PROXIES);
  const app = next({ dev: false, dir: process.cwd(), port });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Its own small pool: the page cache reads the catalogue version once per cacheable request.
  const databaseUrl = process.env.DATABASE_URL;
  const pages = pageCache({
    seconds: databaseUrl ? pageCacheSeconds(process.env.AXLE_PAGE_CACHE_SECONDS) : 0,
    version: () => catalogVersion(openDatabase(databaseUrl!, 2)),
    shared: sharedCache(),
  });

  // A rendering process under a primary hands the wake-up to the primary's mail worker; a single
  // process runs the worker itself.
  const mailer = cluster.isWorker ? undefined : startBackgroundWork();
  if (cluster.isWorker) onMailWake(() => process.send?.(MAIL_WAKE));

  const gate = renderGate(rendersAtOnce(process.env.AXLE_RENDERS_AT_ONCE));
  const server = createServer((req, res) => {
    logAccess(req, res, trusted, log);
    hardenResponse(req, res, trusted);
    if (unreadablePath(req.url)) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Bad Request: the address has an escape that is not valid.\n');
      return;
    }
    const forwarded = req.headers['x-forwarded-for'];
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddressFrom(
      Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      req.socket.remoteAddress,
      trusted,
    );
    if (skipsGate(req.url)) {
      void pages.serve(req, res, handle);
      return;
    }
    void gate.enter().then((leave) => {
      // A shopper who gave up while waiting is not rendered for.
      if (res.closed || req.socket.destroyed) return leave();
      res.once('close', leave);
      void pages.serve(req, res, handle);
    });
  });
  // Keep-alive longer than a typical load balancer's idle timeout, so it never reuses a closed socket.
  server.keepAliveTimeout = 65_000;
  server.listen(port, () => {
    if (cluster.isWorker) process.send?.('ready');
    else log.info({ port }, `Ready on http://localhost:${port}`);
  });

  const close = () => {
    // The worker finishes the email in hand (an unfinished one is sent again after its lease).
    const mailStopped = mailer?.stop() ?? Promise.resolve();
    server.close(() => void mailStopped.finally(() => process.exit(0)));
    // Requests still running after 10 s are cut: a stop must not hang on a slow client.
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, 10_000).unref();
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}
