// The project's own sources and catalogue, read for clientMessageIds; shared by the generator and its test.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientMessageIds, type ClientMessageIds } from './client-ids';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CLIENT_MESSAGE_IDS_FILE = path.join(ROOT, 'src/i18n/client-message-ids.json');

function sources(dir: string, into = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) sources(file, into);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) into.set(file, readFileSync(path.join(ROOT, file), 'utf8'));
  }
  return into;
}

export function currentClientMessageIds(): ClientMessageIds {
  const ids = Object.keys(JSON.parse(readFileSync(path.join(ROOT, 'messages/en.json'), 'utf8')) as Record<string, string>);
  return clientMessageIds(ids, sources('src'));
}

/** One id per line, so a diff shows which ids moved. */
export const formatClientMessageIds = (ids: ClientMessageIds) => `${JSON.stringify(ids, null, 2)}\n`;
