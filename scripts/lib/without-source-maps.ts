// Imported first by the production server (scripts/serve.ts), so that it runs before the modules
// the server loads. tsx turns Node's source maps on for every module it loads, and with them on Node
// reads and keeps the map of every module it compiles: for the build's server chunks that is 31 MB
// of .map files on disk, whose mappings and embedded sources (Next's own TypeScript included) grew
// each rendering process's heap as it loaded route after route, to past the 256 MB cap
// (AXLE_HEAP_MB) after 24 minutes of the journeys. `next start` does not map its chunks either; a
// server error is logged as a summary (src/server/error-summary.ts), never with a mapped stack.
process.setSourceMapsEnabled(false);
