// GET /api/ready: 200 { status: 'ready', checks } when the database answers and has every migration
// this build ships, and Redis answers when REDIS_URL is set; 503 with the shop's error envelope and
// the failed check otherwise (rules: server/health.ts; probes: server/readiness.ts). For a load
// balancer's health check: never cached, not rate-limited, and it skips the render gate, so a busy
// instance is not taken for a broken one.
import { apiError } from '@/server/api-error';
import { PROBE_HEADERS } from '@/server/health';
import { checkReadiness } from '@/server/readiness';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const { ready, checks, ms } = await checkReadiness();
  if (ready) return Response.json({ status: 'ready', checks, ms }, { headers: PROBE_HEADERS });
  // Retry-After: when a load balancer or an operator's script may ask again.
  return apiError(request, 503, 'ERROR_API_NOT_READY', {
    extra: { status: 'not-ready', checks, ms },
    headers: { ...PROBE_HEADERS, 'Retry-After': '5' },
  });
}
