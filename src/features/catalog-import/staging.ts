// Loading checked rows into a session's staging table with COPY: the rows travel as one stream of
// COPY's text format, many rows per write, with the stream's backpressure respected, so neither
// this process nor the database holds the file.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

const BATCH_BYTES = 256 * 1024;

/** Joins COPY lines into writes of about BATCH_BYTES. */
async function* batched(lines: AsyncIterable<string>): AsyncGenerator<string> {
  let buffer = '';
  for await (const line of lines) {
    buffer += line;
    if (buffer.length >= BATCH_BYTES) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

/** COPY `lines` (each from copyLine) into `table (columns)` on this connection. */
export async function copyRows(
  client: pg.PoolClient,
  table: string,
  columns: readonly string[],
  lines: AsyncIterable<string>,
): Promise<void> {
  const target = client.query(copyFrom(`COPY ${table} (${columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(batched(lines), { objectMode: false }), target);
}

/** A value as one field of COPY's text format: \N for none, backslash, tab and new lines escaped. */
function copyField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value !== 'string') return String(value);
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

export const copyLine = (fields: (string | number | boolean | null | undefined)[]) => `${fields.map(copyField).join('\t')}\n`;
