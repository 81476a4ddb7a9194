// Whether the Redis (or Valkey) server REDIS_URL names answers, for the readiness check. Two lines of
// its protocol (RESP) over a socket of our own — AUTH when the URL carries credentials, then PING —
// rather than a client library: the check needs nothing more, and it stays independent of whichever
// client the shared cache uses. redis:// is plain TCP, rediss:// is TLS.
import net from 'node:net';
import tls from 'node:tls';

/** A command as RESP writes it: an array of bulk strings. */
const command = (...parts: string[]) => `*${parts.length}\r\n${parts.map((p) => `$${Buffer.byteLength(p)}\r\n${p}\r\n`).join('')}`;

/** Resolves when the server answered PING (after AUTH, if the URL has credentials); rejects with why not. */
export function pingRedis(redisUrl: string, timeoutMs = 2_000): Promise<void> {
  const url = new URL(redisUrl);
  const secure = url.protocol === 'rediss:';
  const host = url.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
  const port = Number(url.port || 6379);
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  const commands = [...(password ? [user ? command('AUTH', user, password) : command('AUTH', password)] : []), command('PING')];

  return new Promise((resolve, reject) => {
    const socket = secure ? tls.connect({ host, port, servername: net.isIP(host) ? undefined : host }) : net.connect({ host, port });
    let buffered = '';
    let answered = 0;
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => finish(new Error(`no answer from ${host}:${port} in ${timeoutMs} ms`)), timeoutMs);
    socket.once(secure ? 'secureConnect' : 'connect', () => socket.write(commands.join('')));
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      let end: number;
      // Each of our commands gets one simple-string line back: +OK, +PONG, or -ERR ... on failure.
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (!line.startsWith('+')) return finish(new Error(line.replace(/^-/, '') || 'an unexpected answer'));
        if (++answered === commands.length) return finish();
      }
    });
    socket.once('error', (e) => finish(e));
    socket.once('close', () => finish(new Error(`${host}:${port} closed the connection`)));
  });
}
