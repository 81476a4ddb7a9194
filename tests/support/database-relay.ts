// For tests of what the shop does when its database fails: a TCP relay between a server under test
// and a real PostgreSQL, which the test can cut (every connection dropped and new ones refused, as
// when the database stops or its host goes away), restore, or let fail only the queries whose text
// names something (the connection that sends one is dropped as it does, as a crashed backend's
// would be). Nothing is mocked: the shop talks PostgreSQL to PostgreSQL through it.
import net from 'node:net';

export type DatabaseRelay = {
  /** The connection string of the database, through the relay. */
  url: string;
  /** Drops every open connection and refuses new ones until restore(). */
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  /** Drops any connection as it sends a query containing this text; null passes every query again. */
  failQueriesNaming: (text: string | null) => void;
  close: () => Promise<void>;
};

export async function startDatabaseRelay(databaseUrl: string): Promise<DatabaseRelay> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let failing: Buffer | null = null;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair = [client, upstream];
    const drop = () => pair.forEach((s) => s.destroy());
    for (const s of pair) {
      sockets.add(s);
      s.on('close', () => {
        sockets.delete(s);
        drop();
      });
      s.on('error', drop);
    }
    client.on('data', (chunk: Buffer) => {
      if (failing && chunk.includes(failing)) return drop();
      upstream.write(chunk);
    });
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  const cut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const s of sockets) s.destroy();
    await closed;
  };
  return {
    url: url.toString(),
    cut,
    restore: () => listen(port),
    failQueriesNaming: (text) => {
      failing = text === null ? null : Buffer.from(text);
    },
    close: () => (server.listening ? cut() : Promise.resolve()),
  };
}
