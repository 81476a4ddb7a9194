// The server's one logger (issue 24): pino, JSON lines on stdout for a log collector, or short
// readable lines when stdout is a terminal (a small formatter below: pino-pretty and its worker
// thread would weigh on every server process for a developer's convenience). LOG_LEVEL chooses what
// is written (info by default; checked at start with the other settings, src/config-check.ts).
// Error lines carry errorSummary's text and stack frames, never an error's message in full (Drizzle
// writes query parameters into it: src/server/render-errors.ts); nothing of them reaches a shopper.
import pino, { type DestinationStream, type Logger } from 'pino';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL as pino's level: one of LOG_LEVELS, any case; info when unset (start refuses others). */
function logLevel(raw = process.env.LOG_LEVEL): LogLevel {
  const level = raw?.trim().toLowerCase();
  return (LOG_LEVELS as readonly string[]).includes(level ?? '') ? (level as LogLevel) : 'info';
}

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'stack']);

/** One JSON log line as a terminal shows it: `12:00:01.250 INFO  GET / 200 12 ms id=…`, then the stack. */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 23) : new Date().toISOString().slice(11, 23);
  const level = (LEVEL_NAMES[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const fields = Object.entries(entry)
    .filter(([k]) => !HIDDEN.has(k))
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  const stack = Array.isArray(entry.stack) ? entry.stack.map((frame) => `\n    ${String(frame).trim()}`).join('') : '';
  return `${time} ${level} ${String(entry.msg ?? '')}${fields.length ? `  ${fields.join(' ')}` : ''}${stack}\n`;
}

const prettyStdout: DestinationStream = { write: (line: string) => void process.stdout.write(prettyLine(line)) };

/** A logger writing to `to` (a test's sink), or to stdout: pretty on a terminal, JSON otherwise. */
function makeLogger(options: { level?: LogLevel; to?: DestinationStream } = {}): Logger {
  const destination = options.to ?? (process.stdout.isTTY ? prettyStdout : pino.destination(1));
  return pino({ level: options.level ?? logLevel(), base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}

/** The server's logger: every server-side line goes through it. */
export const log: Logger = makeLogger();
