// npm run db:migrate: applies the committed migrations to DATABASE_URL, or to the embedded database.
import './lib/env'; // first: the .env files fill in the settings before any module reads one
import { withDatabase } from './lib/database';
import { applyMigrations } from '../src/db/migrate';

await withDatabase(async (database) => {
  await applyMigrations(database);
  console.log('Migrations applied.');
});
