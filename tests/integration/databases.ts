// For integration tests: run a suite once per test database (see global-setup.ts).
import { afterAll, describe, inject } from 'vitest';
import { closeDatabases, openDatabase, type Database } from '../../src/db/client';

export function describeEachDatabase(title: string, suite: (database: () => Database, url: string) => void) {
  for (const { name, url } of inject('databases')) {
    describe(`${title} (${name})`, () => {
      suite(() => openDatabase(url, 4), url);
    });
  }
  afterAll(() => closeDatabases());
}
