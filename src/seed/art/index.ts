// Every drawing the seed's images can use, by name. Each part names the drawing of its own kind
// (`art` in ../data/part-facts.ts), so a brake pad is never pictured as a wheel.
import type { Art } from './kit';
import * as originals from './originals';
import * as serviceParts from './service-parts';
import * as moreServiceParts from './more-service-parts';
import * as cabinGarage from './cabin-garage';
import * as chassis from './chassis';
import * as engineBay from './engine-bay';

export const DRAWINGS = {
  ...originals,
  ...serviceParts,
  ...moreServiceParts,
  ...cabinGarage,
  ...chassis,
  ...engineBay,
} satisfies Record<string, Art>;

export type Drawing = keyof typeof DRAWINGS;
export { artDefs, shade, type Art } from './kit';
