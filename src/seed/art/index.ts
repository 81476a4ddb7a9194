// Every drawing the seed's images can use, by name. Each part names the drawing of its own kind
// (`art` in ../data/part-facts.ts), so a brake pad is never pictured as a wheel.
import type { Art } from './kit';
import * as originals from './originals';
import * as chassis from './chassis';
import * as engineBay from './engine-bay';
import * as powerTrain from './power-train';
import * as cabinBody from './cabin-body';
import * as workshop from './workshop';

export const DRAWINGS = {
  ...originals,
  ...chassis,
  ...engineBay,
  ...powerTrain,
  ...cabinBody,
  ...workshop,
} satisfies Record<string, Art>;

export type Drawing = keyof typeof DRAWINGS;
export { artDefs, shade, type Art } from './kit';
