// Settings from the environment, read in one place. The README lists every variable.
import path from 'node:path';

// The data directories are chosen at run time: tell the bundler not to trace them into the build.
export const dataDir = () => path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || 'data');
export const mediaDir = () => path.resolve(/*turbopackIgnore: true*/ process.env.MEDIA_DIR || path.join(dataDir(), 'media'));

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
