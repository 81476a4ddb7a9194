// For integration tests that make and drop databases of their own on a test server.
import pg from 'pg';

/** Runs one statement on the server of `serverUrl` (CREATE or DROP DATABASE), on a connection of its own. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the server of `serverUrl`. */
export const databaseUrl = (serverUrl: string, name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
