// Switches zod's parser compiler off in the browser. zod compiles object parsers with `new Function`
// after probing for it; our Content-Security-Policy forbids eval, so the probe would be logged as a
// violation. Every module that builds zod schemas for the browser imports this file first:
//   import '@/ui/zod';
//   import { z } from 'zod/mini';
// (A side-effect import rather than a re-export of `z`: re-exporting zod's namespace object defeats
// tree shaking and pulls the whole library into the page.)
import { config } from 'zod/mini';

config({ jitless: true });

/**
 * What every text field may hold: anything but NUL and the other control characters (tab and line
 * breaks are fine). PostgreSQL refuses NUL in text, and none of the others belongs in a name, an
 * address or a review; such input gets FORM_CONTROL_CHARACTERS, the field's translated error.
 */
export const PRINTABLE_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
export const FORM_CONTROL_CHARACTERS = 'ERROR_FORM_CONTROL_CHARACTERS';
