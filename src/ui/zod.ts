// Switches zod's parser compiler off in the browser. zod compiles object parsers with `new Function`
// after probing for it; our Content-Security-Policy forbids eval, so the probe would be logged as a
// violation. Every module that builds zod schemas for the browser imports this file first:
//   import '@/ui/zod';
//   import { z } from 'zod/mini';
// (A side-effect import rather than a re-export of `z`: re-exporting zod's namespace object defeats
// tree shaking and pulls the whole library into the page.)
import { config } from 'zod/mini';

config({ jitless: true });
