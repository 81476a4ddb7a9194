// Memory of the server's processes (issue 26): resident set size (RSS) of every process of the
// server under test (the start.ts supervisor, serve.ts's primary and its workers), at idle after a
// warm-up, at its peak during a soak of mixed pages and APIs at N connections, and when the soak
// has ended. Read from /proc (Linux), so it counts what the kernel holds for each process, heap,
// code and native buffers alike. The budget is 400 MB for each process that renders.
import autocannon from 'autocannon';
import { readFileSync, readdirSync } from 'node:fs';
import type { Fixtures } from './fixtures';
import { caseRequests, loadCases } from './load';

type ProcessMemory = { pid: number; role: string; idleMb: number; peakMb: number; afterMb: number };
export type MemoryResult = { seconds: number; connections: number; requests: number; errors: number; processes: ProcessMemory[] };

const MB = 1024 * 1024;

function readProc(pid: number, file: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

/** RSS in MB, or null when the process has gone. */
export function rssMb(pid: number): number | null {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readProc(pid, 'status') ?? '')?.[1];
  return kb ? Math.round((Number(kb) * 1024) / MB) : null;
}

/** Every live process under `root` (itself included) with its parent and command line. */
export function processTree(root: number): { pid: number; ppid: number; cmd: string }[] {
  const all = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .flatMap((pid) => {
      const stat = readProc(pid, 'stat');
      const ppid = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : NaN;
      return Number.isFinite(ppid) ? [{ pid, ppid, cmd: (readProc(pid, 'cmdline') ?? '').split('\0').join(' ') }] : [];
    });
  const tree = all.filter((p) => p.pid === root);
  for (let i = 0; i < tree.length; i++) tree.push(...all.filter((p) => p.ppid === tree[i]!.pid));
  return tree;
}

/** What each process of the server is: a worker renders pages; the others start and supervise. */
function serverProcesses(root: number): { pid: number; role: string }[] {
  const tree = processTree(root).filter((p) => /node|tsx/.test(p.cmd) && !/postgres/.test(p.cmd));
  const serves = new Set(tree.filter((p) => p.cmd.includes('scripts/serve.ts')).map((p) => p.pid));
  return tree.map((p) => {
    // tsx's esbuild service runs beside the process that loaded tsx.
    if (/esbuild/.test(p.cmd)) return { pid: p.pid, role: 'esbuild (tsx compiler service)' };
    if (!serves.has(p.pid)) return { pid: p.pid, role: 'start.ts (builds, migrates, supervises)' };
    if (serves.has(p.ppid) && tree.some((c) => c.ppid === p.pid && serves.has(c.pid))) return { pid: p.pid, role: 'serve.ts primary' };
    if (serves.has(p.ppid)) return { pid: p.pid, role: 'worker (renders)' };
    return { pid: p.pid, role: 'tsx launcher' };
  });
}

/**
 * A soak: every page and API of the load test mixed, at `connections` for `seconds`, with each
 * process's RSS sampled every second. The server is warmed first so "idle" is a started shop.
 */
export async function runSoak(
  origin: string,
  rootPid: number,
  fixtures: Fixtures,
  opts: { connections: number; seconds: number },
): Promise<MemoryResult> {
  const requests = loadCases(fixtures).flatMap(caseRequests);
  const soak = (connections: number, duration: number) =>
    autocannon({
      url: origin,
      connections,
      duration,
      timeout: 10,
      headers: { 'accept-encoding': 'gzip', 'accept-language': 'en' },
      requests,
    });
  await soak(2, 5);
  await new Promise((r) => setTimeout(r, 5000));
  const processes = serverProcesses(rootPid).map((p) => ({ ...p, idleMb: rssMb(p.pid) ?? 0, peakMb: 0, afterMb: 0 }));
  const sample = () => {
    for (const p of processes) p.peakMb = Math.max(p.peakMb, rssMb(p.pid) ?? 0);
  };
  const timer = setInterval(sample, 1000);
  const r = await soak(opts.connections, opts.seconds);
  clearInterval(timer);
  sample();
  await new Promise((res) => setTimeout(res, 10_000));
  for (const p of processes) p.afterMb = rssMb(p.pid) ?? 0;
  for (const p of processes)
    console.log(
      `  ${p.role.padEnd(40)} idle ${String(p.idleMb).padStart(5)} MB   peak ${String(p.peakMb).padStart(5)} MB   after ${String(p.afterMb).padStart(5)} MB`,
    );
  return { seconds: opts.seconds, connections: opts.connections, requests: r.requests.total, errors: r.errors + r.non2xx, processes };
}
