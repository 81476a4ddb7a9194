// N app instances on one database behind Caddy, for `npm run cluster` and the bench's cluster part.
// Each instance is `npm start` (scripts/start.ts: it builds when the sources changed, applies the
// migrations, seeds an empty database) with one process (AXLE_WORKERS=1) on its own port, trusting
// the one proxy in front of it. The first instance starts alone and the others once it answers, so
// only it builds and seeds. Each runs its own mail worker and expiry of unpaid card orders: the
// outbox and the expiry take rows with FOR UPDATE SKIP LOCKED, so no email goes twice
// (docs/adr/0014-mail-outbox.md).
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderCaddyfile } from './config';

type Instance = {
  port: number;
  /** host:port, as the proxy's X-Axle-Instance header names it. */
  address: string;
  pid: () => number | undefined;
  /** Kills the instance at once (SIGKILL: no request is finished, nothing is cleaned up). */
  kill: () => Promise<void>;
  /** Starts it again (after kill) and waits until it is ready. */
  restart: () => Promise<void>;
};

export type Cluster = { origin: string; instances: Instance[]; stop: () => Promise<void> };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `url` answers 200 (the first start builds: minutes on a small machine). */
async function waitReady(url: string, child: ChildProcess | undefined, minutes = 30): Promise<void> {
  const deadline = Date.now() + minutes * 60_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited (code ${child.exitCode}) before it was ready`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} was not ready within ${minutes} minutes`);
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

/**
 * Starts the instances on `databaseUrl` and the proxy on `port`. The instances' and the proxy's
 * output goes to `logDir` (instance-<port>.log, caddy.log) unless `inherit` (the terminal).
 */
export async function startCluster(o: {
  databaseUrl: string;
  port: number;
  ports: number[];
  logDir: string;
  inherit?: boolean;
  env?: Record<string, string>;
}): Promise<Cluster> {
  mkdirSync(o.logDir, { recursive: true });
  const output = (name: string) => {
    if (o.inherit) return 'inherit' as const;
    const file = createWriteStream(path.join(o.logDir, name), { flags: 'a' });
    return file;
  };
  const children = new Set<ChildProcess>();
  const launch = (port: number) => {
    // node --import tsx (not the tsx CLI): one process, so a signal reaches start.ts itself.
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...o.env,
        DATABASE_URL: o.databaseUrl,
        PORT: String(port),
        AXLE_WORKERS: '1',
        AXLE_TRUSTED_PROXIES: '1',
        NODE_ENV: 'production',
      },
    });
    const out = output(`instance-${port}.log`);
    if (out === 'inherit') {
      child.stdout!.pipe(process.stdout);
      child.stderr!.pipe(process.stderr);
    } else {
      child.stdout!.pipe(out);
      child.stderr!.pipe(out);
    }
    children.add(child);
    void exited(child).then(() => children.delete(child));
    return child;
  };
  const stopAll = async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
    await Promise.all([...children].map(exited));
  };

  try {
    const instances: Instance[] = [];
    for (const port of o.ports) {
      let child = launch(port);
      await waitReady(`http://127.0.0.1:${port}/api/ready`, child);
      instances.push({
        port,
        address: `127.0.0.1:${port}`,
        pid: () => child.pid,
        kill: async () => {
          // start.ts supervises the server (scripts/serve.ts): both die, as a crashed machine's would.
          const server = await childPids(child.pid!);
          for (const pid of [child.pid!, ...server]) {
            try {
              process.kill(pid, 'SIGKILL');
            } catch {
              // already gone
            }
          }
          await exited(child);
        },
        restart: async () => {
          child = launch(port);
          await waitReady(`http://127.0.0.1:${port}/api/ready`, child);
        },
      });
    }
    const caddyfile = path.join(o.logDir, 'Caddyfile');
    writeFileSync(caddyfile, renderCaddyfile({ port: o.port, upstreams: instances.map((i) => i.address) }));
    const caddy = spawn(process.env.CADDY || 'caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.once('error', (e) => console.error(`Caddy did not start (${e.message}): install it with apt-get install caddy, or set CADDY.`));
    const log = output('caddy.log');
    if (log === 'inherit') caddy.stderr!.pipe(process.stderr);
    else caddy.stderr!.pipe(log);
    children.add(caddy);
    const origin = `http://127.0.0.1:${o.port}`;
    await waitReady(`${origin}/api/ready`, caddy, 1);
    return { origin, instances, stop: stopAll };
  } catch (e) {
    await stopAll();
    throw e;
  }
}

/** The processes a process started (start.ts's server and its Next workers), from /proc. */
async function childPids(pid: number): Promise<number[]> {
  const { readFile, readdir } = await import('node:fs/promises');
  const out: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === pid) out.push(Number(entry), ...(await childPids(Number(entry))));
  }
  return out;
}
