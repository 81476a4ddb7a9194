// npm run db:seed [-- --products N]: seeds DATABASE_URL, or the embedded database in DATA_DIR.
import './lib/env'; // first: the .env files fill in the settings before any module reads one
import { withDatabase } from './lib/database';
import { applyMigrations } from '../src/db/migrate';
import { DEFAULT_PRODUCTS, seedDatabase } from '../src/seed';
import { demoMode, mediaDir } from '../src/config';

const arg = process.argv.indexOf('--products');
const products = arg > 0 ? Number(process.argv[arg + 1]) : Number(process.env.SEED_PRODUCTS ?? DEFAULT_PRODUCTS);
if (!Number.isInteger(products) || products < 1 || products > 5_000_000) {
  console.error('--products takes a whole number from 1 to 5,000,000');
  process.exit(2);
}

await withDatabase(async (database) => {
  await applyMigrations(database);
  const demo = demoMode();
  console.log(`Seeding ${products.toLocaleString('en-US')} products${demo ? ' with the demo shopper' : ''}...`);
  const report = await seedDatabase(database.$client, { products, demo, mediaDir: mediaDir(), log: console.log });
  console.log(
    `Done in ${report.seconds.toFixed(1)} s: ${report.products.toLocaleString('en-US')} products in the catalog ` +
      `(${report.productsAdded.toLocaleString('en-US')} new, ${report.fitment.toLocaleString('en-US')} fitment rows, ${report.reviews.toLocaleString('en-US')} reviews).`,
  );
});
