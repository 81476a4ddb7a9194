// GET /api/health: this server process is up and answering (200 { status: 'ok' }). It asks nothing
// of the database, so a load balancer does not restart healthy instances during a database outage;
// /api/ready answers whether the instance can serve (server/health.ts). Never cached; not rate-limited;
// the security headers come from next.config.ts and scripts/serve.ts like every answer's.
import { HEALTH_BODY, PROBE_HEADERS } from '@/server/health';

export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json(HEALTH_BODY, { headers: PROBE_HEADERS });
}
