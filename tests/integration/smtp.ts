// For integration tests: a real SMTP server on a free local port (the `smtp-server` package) that
// keeps every message it accepts, and can refuse them for a while as a failing server does; and a
// small reader of the messages' MIME parts (headers, and the text and HTML bodies decoded).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

type ReceivedMail = { from: string; to: string[]; raw: string };

export type TestSmtp = {
  url: string;
  received: ReceivedMail[];
  /** While true, every message is refused with a temporary error (451). */
  failing: boolean;
  close(): Promise<void>;
};

export async function startSmtp(): Promise<TestSmtp> {
  const state = { failing: false, received: [] as ReceivedMail[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.failing) {
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          return callback(error);
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        state.received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: state.received,
    get failing() {
      return state.failing;
    },
    set failing(v: boolean) {
      state.failing = v;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of a message (the first one of that name), unfolded; encoded words are left as sent. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
}

/** A header's text with RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) decoded. */
export function decodedHeader(raw: string, name: string): string | undefined {
  return header(raw, name)
    ?.replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  // Each =XX is a byte of UTF-8: as %XX (after escaping any % of the text itself) decodeURIComponent joins them.
  return decodeURIComponent(
    text
      .replace(/=\r?\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/gi, '%$1'),
  );
}

/** The decoded body of the message's part of this content type ('text/plain', 'text/html'). */
export function part(raw: string, type: string): string | undefined {
  const sections = raw.split(/\r?\n--[^\r\n]+/);
  for (const s of sections) {
    const [head = '', ...rest] = s.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    if (!new RegExp(`content-type:\\s*${type}`, 'i').test(head)) continue;
    const body = rest.join('\n\n');
    if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
    return body;
  }
  return undefined;
}
