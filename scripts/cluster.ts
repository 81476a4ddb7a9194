// npm run cluster: the shop as a growing store runs it, on this machine: N app instances (2 unless
// --instances) on one PostgreSQL behind Caddy (deploy/Caddyfile, docs/adr/0023). The database is
// DATABASE_URL when set, else the embedded PostgreSQL `npm start` uses (DATA_DIR), started once here
// and shared. The first instance builds when the sources changed (as `npm start` does) and seeds an
// empty database; the others start once it is ready. Ctrl-C or SIGTERM stops the proxy, then the
// instances (each finishes its requests), then the embedded database. `-- --help` lists the options.
import { envFiles, stopOnBadSettings } from './lib/env';
import path from 'node:path';
import { DataDirInUseError, startEmbedded } from '../src/db/embedded';
import { dataDir } from '../src/config';
import { log } from '../src/server/log';
import { CLUSTER_USAGE, instancePorts, parseClusterArgs } from './cluster/config';
import { startCluster, type Cluster } from './cluster/run';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(CLUSTER_USAGE);
  process.exit(0);
}
const options = parseClusterArgs(process.argv.slice(2));
if ('error' in options) {
  console.error(`${options.error}\n\n${CLUSTER_USAGE}`);
  process.exit(2);
}
stopOnBadSettings();
if (envFiles.length > 0) log.info(`Settings from ${envFiles.join(', ')} (the environment wins).`);

let databaseUrl = process.env.DATABASE_URL || '';
let stopDb: (() => Promise<void>) | undefined;
if (!databaseUrl) {
  log.info(`Starting the embedded PostgreSQL in ${path.join(dataDir(), 'pg')} for every instance...`);
  try {
    const server = await startEmbedded({ dataDir: dataDir() });
    databaseUrl = server.url;
    stopDb = server.stop;
  } catch (e) {
    if (e instanceof DataDirInUseError) {
      log.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}

let cluster: Cluster | undefined;
let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  log.info('Stopping the proxy and the instances...');
  await cluster?.stop();
  await stopDb?.();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

const ports = instancePorts(options);
log.info(`Starting ${ports.length} instances on ports ${ports.join(', ')} (the first builds if the sources changed)...`);
try {
  cluster = await startCluster({ databaseUrl, port: options.port, ports, logDir: path.resolve('tmp/cluster'), inherit: true });
} catch (e) {
  log.error({ error: String(e) }, 'The cluster did not start');
  await stop(1);
}
log.info(
  `Axle is running at http://localhost:${options.port} (Caddy in front of ${ports.length} instances${stopDb ? ', embedded PostgreSQL' : ''}). Ctrl-C stops it.`,
);
