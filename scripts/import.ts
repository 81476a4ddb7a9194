// The store owner's catalogue import (the admin's Import page runs the same code, src/features/catalog-import):
//   npm run import -- products|fitment|xref <file.csv> [--dry-run] [--strict] [--hide-missing]
// Runs against DATABASE_URL, or the embedded database in DATA_DIR (the running shop's, if it runs).
// Exit code 0 when the file was read (applied, or checked with --dry-run), 1 when it could not be
// read or --strict refused it, 2 for a wrong command. docs/import.md describes the formats.
import './lib/env'; // first: the .env files fill in the settings before any module reads one
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { withDatabase } from './lib/database';
import { messagesFor } from '../src/i18n/messages';
import { importCatalog } from '../src/features/catalog-import/run';
import { isImportKind, type ImportReport } from '../src/features/catalog-import/model';

const USAGE = 'Usage: npm run import -- products|fitment|xref <file.csv> [--dry-run] [--strict] [--hide-missing]';
const FLAGS = new Set(['--dry-run', '--strict', '--hide-missing']);
const args = process.argv.slice(2);
const [kind, file, ...rest] = args.filter((a) => !FLAGS.has(a));
const flags = new Set(args.filter((a) => FLAGS.has(a)));

if (!isImportKind(kind) || !file || rest.length || (flags.has('--hide-missing') && kind !== 'products')) {
  console.error(USAGE);
  if (flags.has('--hide-missing') && kind !== 'products') console.error('--hide-missing is for a products file.');
  process.exit(2);
}
const info = await stat(file).catch(() => null);
if (!info?.isFile()) {
  console.error(`No file ${file}.`);
  process.exit(2);
}

const t = createTranslator({ locale: 'en', messages: messagesFor('en') });
const say = (id: string, values: Record<string, string | number> = {}) => t(id as never, values as never);
const count = (n: number) => n.toLocaleString('en-US');
const tty = process.stderr.isTTY;

const report = await withDatabase((database) =>
  importCatalog({
    kind,
    fileName: path.basename(file),
    source: createReadStream(file),
    imageDir: path.dirname(path.resolve(file)),
    dryRun: flags.has('--dry-run'),
    strict: flags.has('--strict'),
    hideMissing: flags.has('--hide-missing'),
    actor: { id: null, email: 'owner command (npm run import)' },
    database,
    onProgress: ({ phase, rows }) => {
      const text =
        phase === 'reading'
          ? `  read ${count(rows)} rows`
          : phase === 'merging'
            ? `  read ${count(rows)} rows; comparing with the catalogue...`
            : phase === 'indexing'
              ? `  written; a first load: building the indexes...`
              : '';
      if (!text) return tty && process.stderr.write('\n');
      if (tty) process.stderr.write(`\r${text}`);
      else if (phase === 'merging' || phase === 'indexing' || rows % 100_000 === 0) console.error(text);
    },
  }),
);
printReport(report);
// process.exit, not exitCode: the embedded PostgreSQL's exit handler resets exitCode.
process.exit(report.fileProblems.length || (report.strict && report.rejected) ? 1 : 0);

function printReport(r: ImportReport) {
  for (const p of r.fileProblems) console.error(`${p.line ? `line ${p.line}: ` : ''}${say(p.reason, { column: p.column ?? '' })}`);
  if (r.fileProblems.length) return console.error('Nothing was imported.');
  const verb = r.applied ? 'Imported' : r.dryRun ? 'Dry run (nothing written)' : 'Not imported (--strict: a row was rejected)';
  console.log(`${verb}: ${count(r.rows)} rows of ${r.kind} in ${r.seconds.toFixed(1)} s.`);
  console.log(
    `  created ${count(r.created)}, updated ${count(r.updated)}, unchanged ${count(r.unchanged)}${r.hidden ? `, hidden ${count(r.hidden)}` : ''}, rejected ${count(r.rejected)}${r.warned ? `, warnings ${count(r.warned)}` : ''}`,
  );
  if (r.bulkLoad && r.applied)
    console.log('  loaded in bulk: the file rewrote most of the catalogue, so its indexes were built once at the end');
  else if (r.bulkLoad && r.dryRun)
    console.log("  applying would load in bulk (most of the catalogue): faster, but the shop's pages wait until it finishes");
  if (r.kind === 'fitment') console.log(`  fitment rows in the file's products: ${count(r.fitmentRows)}`);
  if (r.newBrands.length) console.log(`  new brands: ${r.newBrands.join(', ')}`);
  const line = (x: { line: number; column: string; reason: string; value?: string }) =>
    `  line ${x.line}${x.column ? `, ${x.column}` : ''}: ${say(x.reason, { column: x.column, value: x.value ?? '' })}${x.value ? ` (${JSON.stringify(x.value)})` : ''}`;
  if (r.rejections.length) console.log('Rejected:\n' + r.rejections.map(line).join('\n'));
  if (r.rejected > r.rejections.length) console.log(`  ... and more: ${count(r.rejected)} rows rejected in all.`);
  if (r.warnings.length) console.log('Warnings:\n' + r.warnings.map(line).join('\n'));
}
