// The pure pieces of `npm run cluster` (scripts/cluster.ts) and the bench's cluster part: reading
// the command's options, and the reverse proxy's configuration (Caddy, docs/adr/0023) for N app
// instances. deploy/Caddyfile is this configuration for two instances on 127.0.0.1:3001 and :3002
// behind :3000 (a unit test keeps the two the same).

export type ClusterOptions = {
  /** App instances behind the proxy. */
  instances: number;
  /** The proxy's port: the shop's address. */
  port: number;
  /** The first instance's port; the others follow it. */
  firstPort: number;
};

export const CLUSTER_USAGE = `npm run cluster [-- options]
  --instances N     app instances behind the proxy (default 2)
  --port N          the proxy's port, the shop's address (default PORT, else 3000)
  --first-port N    the first instance's port; the others follow (default: the proxy's port + 1)
environment: DATABASE_URL (else the embedded PostgreSQL in DATA_DIR, shared by the instances), CADDY (caddy)`;

/** The options of `npm run cluster`, or the message saying what is wrong with them. */
export function parseClusterArgs(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): ClusterOptions | { error: string } {
  const known = new Set(['--instances', '--port', '--first-port']);
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (!known.has(flag)) return { error: flag.startsWith('--') ? `unknown option ${flag}` : `unexpected argument ${flag}` };
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) return { error: `${flag} needs a value` };
    values.set(flag, value);
    i++;
  }
  const whole = (name: string, raw: string | undefined, fallback: number, min: number, max: number): number | string => {
    if (raw === undefined) return fallback;
    const n = Number(raw);
    return Number.isInteger(n) && n >= min && n <= max ? n : `${name} takes a whole number from ${min} to ${max}`;
  };
  const port = whole('--port', values.get('--port') ?? env.PORT, 3000, 1, 65535);
  if (typeof port === 'string') return { error: port };
  const instances = whole('--instances', values.get('--instances'), 2, 1, 16);
  if (typeof instances === 'string') return { error: instances };
  const firstPort = whole('--first-port', values.get('--first-port'), port + 1, 1, 65535 - instances + 1);
  if (typeof firstPort === 'string') return { error: firstPort };
  if (port >= firstPort && port < firstPort + instances) return { error: `the proxy's port ${port} is one of the instances' ports` };
  return { instances, port, firstPort };
}

/** The instances' ports. */
export const instancePorts = (o: Pick<ClusterOptions, 'instances' | 'firstPort'>) =>
  Array.from({ length: o.instances }, (_, i) => o.firstPort + i);

/**
 * The Caddyfile: round robin over the instances; an active check of /api/ready every 2 s takes an
 * instance out at its first failed answer and puts it back at its first good one; a request whose
 * instance refused the connection, or a GET whose instance died under it, is tried on another for
 * up to 5 s (a POST that reached an instance is never sent twice: it may have been done). The app
 * trusts one proxy (AXLE_TRUSTED_PROXIES=1): Caddy sets X-Forwarded-For/Proto/Host itself,
 * overwriting what a client sent, and a fresh X-Request-Id the app logs and returns. Each answer
 * names its instance in X-Axle-Instance, for the bench's kill test and for debugging.
 */
export function renderCaddyfile(o: { port: number; upstreams: string[] }): string {
  return `# Axle behind Caddy 2.6 (docs/deploy.md, docs/adr/0023). Written by scripts/cluster/config.ts
# (renderCaddyfile): npm run cluster renders the same for its own ports. Run the app with
# AXLE_TRUSTED_PROXIES=1 so it believes the forwarded headers this proxy writes.
{
	admin off
	auto_https off
}

:${o.port} {
	reverse_proxy ${o.upstreams.join(' ')} {
		lb_policy round_robin
		lb_try_duration 5s
		lb_try_interval 100ms

		health_uri /api/ready
		health_interval 2s
		health_timeout 2s
		health_status 200
		fail_duration 10s
		max_fails 1

		header_up X-Request-Id {http.request.uuid}
		header_down X-Axle-Instance {http.reverse_proxy.upstream.hostport}
	}
}
`;
}
