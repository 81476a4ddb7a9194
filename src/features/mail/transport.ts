// Where an email goes: an SMTP server (Nodemailer) when SMTP_URL is set, else an .eml file under
// DATA_DIR/mail written by Nodemailer's own message builder, so the file is byte for byte the
// message SMTP would have carried. Both answer what the outbox records as `sent_as`.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { mailDir } from '@/config';
import { emlFileName } from './model';

type OutgoingMail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  lang: string;
};
/** The outbox row the email comes from (names the .eml file). */
type MailOrigin = { id: number; kind: string; createdAt: Date };

export type MailTransport = {
  /** 'smtp' marks rows sent; 'file' marks them kept. */
  mode: 'smtp' | 'file';
  send(mail: OutgoingMail, row: MailOrigin): Promise<string>;
  close(): void;
};

const message = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  replyTo: mail.replyTo,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  messageId: mail.messageId,
  headers: { 'Content-Language': mail.lang, 'Auto-Submitted': 'auto-generated' },
});

/** SMTP at `url` (smtp:// or smtps://, user and password in the URL), with short timeouts: a dead server fails the attempt, not the worker. */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    mode: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail(message(mail));
      return info.messageId || mail.messageId;
    },
    close: () => transporter.close(),
  };
}

/** .eml files in `dir`, one per email, written whole or not at all (a temporary name, then a rename). */
function fileTransport(dir: string): MailTransport {
  const builder = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'file',
    async send(mail, row) {
      const info = await builder.sendMail(message(mail));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, emlFileName(row.id, row.kind, row.createdAt));
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      return path.basename(file);
    },
    close: () => builder.close(),
  };
}

/** The transport the environment asks for: SMTP_URL, else files under DATA_DIR/mail. */
export function transportFromEnv(env: Record<string, string | undefined> = process.env): MailTransport {
  const url = env.SMTP_URL?.trim();
  return url ? smtpTransport(url) : fileTransport(mailDir());
}
