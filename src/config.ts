// Settings from the environment, read in one place. The README lists every variable.
import path from 'node:path';

// The data directories are chosen at run time: tell the bundler not to trace them into the build.
export const dataDir = () => path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || 'data');
export const mediaDir = () => path.resolve(/*turbopackIgnore: true*/ process.env.MEDIA_DIR || path.join(dataDir(), 'media'));
/** Where emails are kept as .eml files when no SMTP server is set (features/mail). */
export const mailDir = () => path.join(dataDir(), 'mail');

/**
 * The shop's public address, for links made outside a request (emails): SITE_URL, else
 * BETTER_AUTH_URL, else this machine at PORT. Never a request's Host header, which a client writes.
 */
export const siteUrl = (env: Record<string, string | undefined> = process.env) =>
  (env.SITE_URL?.trim() || env.BETTER_AUTH_URL?.trim() || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');

/**
 * Better Auth's base URL: BETTER_AUTH_URL, else the shop's public address (SITE_URL), so an owner
 * sets the address once; else none, and Better Auth takes the address each request reached (the
 * pages' own origins are trusted either way: features/account/auth.ts). Only the origin: Better Auth
 * adds its own /api/auth.
 */
export function authBaseUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  const configured = env.BETTER_AUTH_URL?.trim() || env.SITE_URL?.trim();
  return configured && URL.canParse(configured) ? new URL(configured).origin : undefined;
}

/**
 * Demo mode seeds the demo shopper and pre-fills the sign-in form with its credentials. It is the
 * default on the embedded database and off on an external server unless AXLE_DEMO=1.
 */
export function demoMode(): boolean {
  const v = process.env.AXLE_DEMO;
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  return !process.env.DATABASE_URL;
}

/** The default cap of each server process's V8 old generation, in MB (AXLE_HEAP_MB). */
export const DEFAULT_HEAP_MB = 256;

/**
 * The environment that bounds a server process's memory (issue 26). Measured on a 2-core machine
 * under a soak of every page at 20 connections: left alone, V8 grows its heap to 2–3 times what is
 * live (about 120 MB after a full collection) and glibc gives each thread its own malloc arena, so a
 * worker reached 730–920 MB; with the old generation capped at AXLE_HEAP_MB (default 256), smaller
 * young-generation halves and two malloc arenas, the same soak peaked at 340–370 MB with no error
 * more. An owner's own NODE_OPTIONS and MALLOC_ARENA_MAX are kept and win.
 */
export function serverMemoryEnv(env: Record<string, string | undefined> = process.env): { NODE_OPTIONS: string; MALLOC_ARENA_MAX: string } {
  const raw = env.AXLE_HEAP_MB;
  const asked = Number(raw);
  const heapMb = raw && Number.isInteger(asked) && asked >= 128 && asked <= 65_536 ? asked : DEFAULT_HEAP_MB;
  if (raw && heapMb !== asked) console.warn(`AXLE_HEAP_MB=${raw} is not a whole number of MB from 128 to 65536: ${DEFAULT_HEAP_MB}`);
  const own = env.NODE_OPTIONS?.trim() ?? '';
  const flags = [
    ...(/--max-old-space-size/.test(own) ? [] : [`--max-old-space-size=${heapMb}`]),
    ...(/--max-semi-space-size/.test(own) ? [] : ['--max-semi-space-size=4']),
    own,
  ].filter(Boolean);
  return { NODE_OPTIONS: flags.join(' '), MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2' };
}
