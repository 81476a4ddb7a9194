// The production HTTP server (npm start runs it after the build): Next's request handler behind a
// plain Node server, for one reason: the shopper's address for the rate limits must come from the
// socket and the proxies the owner trusts (AXLE_TRUSTED_PROXIES), never from a header the client
// wrote. Next's own `next start` keeps a client-sent X-Forwarded-For as it is.
import { createServer } from 'node:http';
import next from 'next';
import { CLIENT_ADDRESS_HEADER, clientAddressFrom, trustedProxyCount } from '../src/features/rate-limits/model';

const port = Number(process.env.PORT ?? 3000);
const trusted = trustedProxyCount(process.env.AXLE_TRUSTED_PROXIES);
const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  const forwarded = req.headers['x-forwarded-for'];
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressFrom(Array.isArray(forwarded) ? forwarded.join(',') : forwarded, req.socket.remoteAddress, trusted);
  void handle(req, res);
});
// Keep-alive longer than a typical load balancer's idle timeout, so it never reuses a closed socket.
server.keepAliveTimeout = 65_000;
server.listen(port, () => console.log(`> Ready on http://localhost:${port}`));

const close = () => {
  server.close(() => process.exit(0));
  // Requests still running after 10 s are cut: a stop must not hang on a slow client.
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
