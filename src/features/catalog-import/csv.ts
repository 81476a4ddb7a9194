// Reading an import file: UTF-8 (a byte-order mark allowed; anything else refused, not guessed),
// RFC 4180 quoting, one record at a time, so a file of any size is read in flat memory.
import { Readable, Transform } from 'node:stream';
import { parse, CsvError } from 'csv-parse';
import { rejectRow, rowCells, type FileProblem, type ImportReport, type RejectReason, type RowProblem } from './model';

export type CsvRecord = { line: number; cells: string[] };

/** A file that cannot be read as CSV: the reason and the line it was found on. */
export class UnreadableFile extends Error {
  constructor(readonly problem: FileProblem) {
    super(problem.reason);
  }
}

/** Bytes to text, refusing what is not UTF-8 (a Latin-1 export from a spreadsheet would otherwise import as "Ã©"). */
function strictUtf8(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer | string, _encoding, done) {
      try {
        done(null, typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      } catch {
        done(new UnreadableFile({ reason: 'ERROR_IMPORT_NOT_UTF8' }));
      }
    },
    flush(done) {
      try {
        done(null, decoder.decode());
      } catch {
        done(new UnreadableFile({ reason: 'ERROR_IMPORT_NOT_UTF8' }));
      }
    },
  });
}

/** The file's records in order, with the line each ends on (the header is line 1); empty lines skipped. */
export async function* csvRecords(source: NodeJS.ReadableStream | AsyncIterable<Uint8Array | string>): AsyncGenerator<CsvRecord> {
  const input = source instanceof Readable ? source : Readable.from(source as AsyncIterable<Uint8Array | string>, { objectMode: false });
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true, max_record_size: 1_000_000 });
  const text = input.pipe(strictUtf8());
  text.on('error', (e) => parser.destroy(e));
  input.on('error', (e) => parser.destroy(e));
  text.pipe(parser);
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { line: info.lines, cells: record };
    }
  } catch (e) {
    if (e instanceof UnreadableFile) throw e;
    if (e instanceof CsvError)
      throw new UnreadableFile({ reason: 'ERROR_IMPORT_NOT_CSV', line: (e as CsvError & { lines?: number }).lines });
    throw e;
  } finally {
    input.unpipe?.();
    if (input instanceof Readable && !input.destroyed) input.destroy();
  }
}

/** A data row by header column, with the problems its checks find (the row is refused when there are any). */
export type DataRow = {
  line: number;
  row: Map<string, string>;
  /** The cell of a column ('' when the header lacks it). */
  cell: (column: string) => string;
  problems: RowProblem[];
  /** Notes a problem with a column, quoting (the start of) its cell. */
  fail: (column: string, reason: RejectReason) => void;
};

/** The data rows, each counted; a row whose number of cells differs from the header's is refused here. */
export async function* dataRows(
  records: AsyncIterable<CsvRecord>,
  header: string[],
  report: ImportReport,
  counted: () => void,
): AsyncGenerator<DataRow> {
  for await (const { line, cells } of records) {
    counted();
    const row = rowCells(header, cells);
    if (!row) {
      rejectRow(report, line, [{ column: '', reason: 'ERROR_IMPORT_CELL_COUNT', value: String(cells.length) }]);
      continue;
    }
    const cell = (column: string) => row.get(column) ?? '';
    const problems: RowProblem[] = [];
    yield { line, row, cell, problems, fail: (column, reason) => problems.push({ column, reason, value: cell(column).slice(0, 200) }) };
  }
}
