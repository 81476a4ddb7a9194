// Dead-code check (`npm run knip`): unused files, exports, types and
// dependencies. Knip finds most entry points itself (package.json scripts, and its Next.js, Vitest,
// Playwright, Drizzle, ESLint, PostCSS and Tailwind plugins); what is declared here is what it cannot see.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // The production server: scripts/start.ts spawns `tsx scripts/serve.ts` (a path in an argument list).
    'scripts/serve.ts',
    // Spawned by src/server/shared-cache.db.test.ts as each of its two instances (a path in an argument list).
    'tests/support/cache-instance.ts',
    // Tools run by hand: message ids into the three catalogues (docs/adr/0003-locale-routing.md) and the
    // contact sheet of the seed's drawings (README.md).
    'scripts/add-messages.mjs',
    'scripts/art-preview.ts',
  ],
  ignoreIssues: {
    // The seed's drawings: src/seed/art/index.ts spreads these modules into DRAWINGS, which is read by
    // name (DRAWINGS[drawing], the `art` names of src/seed/data/part-facts.ts), a lookup Knip cannot follow.
    'src/seed/art/{originals,chassis,engine-bay,power-train,cabin-body,workshop}.ts': ['exports'],
  },
  ignoreDependencies: [
    // Its CLI is run by path (node_modules/.bin/lighthouse) from scripts/bench/lighthouse.ts (`npm run bench`).
    'lighthouse',
  ],
};

export default config;
