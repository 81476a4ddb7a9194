// Scripts run against DATABASE_URL when it is set, otherwise against the embedded PostgreSQL in
// DATA_DIR: the one a running shop started there, or one of their own while the shop is stopped.
// The database's settings are checked first: a malformed DATABASE_URL stops with a message, not a
// driver's stack trace.
import { stopOnBadDatabaseSettings } from './env';
import { closeDatabases, openDatabase, type Database } from '../../src/db/client';
import { runningEmbeddedUrl, startEmbedded } from '../../src/db/embedded';

const dataDir = () => process.env.DATA_DIR ?? 'data';

export async function withDatabase<T>(work: (database: Database, url: string) => Promise<T>): Promise<T> {
  stopOnBadDatabaseSettings();
  let stop: (() => Promise<void>) | undefined;
  let url = process.env.DATABASE_URL || runningEmbeddedUrl(dataDir());
  if (!url) {
    const server = await startEmbedded({ dataDir: dataDir() });
    url = server.url;
    stop = server.stop;
  }
  try {
    return await work(openDatabase(url), url);
  } finally {
    await closeDatabases();
    await stop?.();
  }
}
