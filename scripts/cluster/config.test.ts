import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { instancePorts, parseClusterArgs, renderCaddyfile } from './config';

describe('npm run cluster: its options', () => {
  it('runs two instances after the proxy on port 3000 when asked nothing', () => {
    expect(parseClusterArgs([], {})).toEqual({ instances: 2, port: 3000, firstPort: 3001 });
  });

  it('takes the proxy on PORT, and the instances right after it', () => {
    expect(parseClusterArgs([], { PORT: '3380' })).toEqual({ instances: 2, port: 3380, firstPort: 3381 });
  });

  it('takes the number of instances and their first port', () => {
    const o = parseClusterArgs(['--instances', '3', '--port', '3380', '--first-port', '3301'], {});
    expect(o).toEqual({ instances: 3, port: 3380, firstPort: 3301 });
    expect(instancePorts(o as { instances: number; firstPort: number })).toEqual([3301, 3302, 3303]);
  });

  it('refuses what it cannot use, naming it', () => {
    expect(parseClusterArgs(['--instances', '0'], {})).toEqual({ error: '--instances takes a whole number from 1 to 16' });
    expect(parseClusterArgs(['--port', 'http'], {})).toEqual({ error: '--port takes a whole number from 1 to 65535' });
    expect(parseClusterArgs(['--port'], {})).toEqual({ error: '--port needs a value' });
    expect(parseClusterArgs(['--workers', '2'], {})).toEqual({ error: 'unknown option --workers' });
    expect(parseClusterArgs(['now'], {})).toEqual({ error: 'unexpected argument now' });
    expect(parseClusterArgs(['--port', '3002', '--first-port', '3001'], {})).toEqual({
      error: "the proxy's port 3002 is one of the instances' ports",
    });
  });
});

describe("the reverse proxy's configuration", () => {
  const caddyfile = renderCaddyfile({ port: 3380, upstreams: ['127.0.0.1:3301', '127.0.0.1:3302'] });

  it('listens on the proxy port and spreads requests over every instance', () => {
    expect(caddyfile).toContain(':3380 {');
    expect(caddyfile).toContain('reverse_proxy 127.0.0.1:3301 127.0.0.1:3302 {');
    expect(caddyfile).toContain('lb_policy round_robin');
  });

  it("asks each instance's readiness and takes out one that fails", () => {
    expect(caddyfile).toMatch(/health_uri \/api\/ready\n/);
    expect(caddyfile).toMatch(/health_interval 2s\n/);
    expect(caddyfile).toMatch(/fail_duration 10s\n/);
  });

  it('gives each request an id the app trusts, and names the instance that answered', () => {
    expect(caddyfile).toContain('header_up X-Request-Id {http.request.uuid}');
    expect(caddyfile).toContain('header_down X-Axle-Instance {http.reverse_proxy.upstream.hostport}');
  });

  it('is the configuration deploy/Caddyfile shows for two instances', () => {
    expect(readFileSync('deploy/Caddyfile', 'utf8')).toBe(renderCaddyfile({ port: 3000, upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'] }));
  });
});
