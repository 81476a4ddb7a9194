// The production server under test: scripts/start.ts (which builds once into NEXT_DIST_DIR when the
// sources changed) on the bench database, on 127.0.0.1:BENCH_PORT.
import { spawn } from 'node:child_process';
import net from 'node:net';

/** `pid` is start.ts's process: the memory part reads the processes under it. */
export type Server = { origin: string; pid: number; stop: () => Promise<void> };

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export async function startServer(opts: { url: string; port: number; distDir: string; mediaDir: string }): Promise<Server> {
  if (await portInUse(opts.port)) throw new Error(`Port ${opts.port} is in use: stop what runs there or set BENCH_PORT.`);
  const origin = `http://127.0.0.1:${opts.port}`;
  // node --import tsx (not the tsx CLI): one process, so SIGTERM reaches start.ts, which stops Next.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: opts.url,
      PORT: String(opts.port),
      NEXT_DIST_DIR: opts.distDir,
      MEDIA_DIR: opts.mediaDir,
      AXLE_DEMO: '0',
      NODE_ENV: 'production',
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  // The first start builds (minutes on a small machine); then Next is ready in a second.
  const deadline = Date.now() + 30 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (code ${child.exitCode}) before it was ready.`);
    try {
      const r = await fetch(`${origin}/`, { signal: AbortSignal.timeout(10_000) });
      if (r.ok) return { origin, pid: child.pid!, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  await stop();
  throw new Error('The server did not answer within 30 minutes.');
}
