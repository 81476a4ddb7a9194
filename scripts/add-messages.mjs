#!/usr/bin/env node
// Adds or updates message ids in messages/{en,ru,ar}.json from one file of
// { "MESSAGE_ID": { "en": "...", "ru": "...", "ar": "..." } }, keeping the catalogues sorted.
// Usage: node scripts/add-messages.mjs path/to/new-messages.json
import { readFileSync, writeFileSync } from 'node:fs';

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const locale of ['en', 'ru', 'ar']) {
  const file = `messages/${locale}.json`;
  const catalogue = JSON.parse(readFileSync(file, 'utf8'));
  for (const [id, texts] of Object.entries(input)) {
    if (typeof texts[locale] !== 'string' || !texts[locale]) throw new Error(`${id} has no ${locale} text`);
    catalogue[id] = texts[locale];
  }
  const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`added ${Object.keys(input).length} message ids to en, ru and ar`);
