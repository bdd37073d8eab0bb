// GET /api/health/ready: 200 when the node and the store answer, 503 with the reasons otherwise
// (lib/health/readiness.ts), so a load balancer sends no traffic here. Redis down: still 200, with
// `"status":"degraded"` and `"degraded":["redis"]` (a shared outage must not empty the pool).
import { processReadiness } from '@/lib/health/process-readiness';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(): Promise<Response> {
  const r = await processReadiness();
  return Response.json(
    {
      status: !r.ready ? 'not-ready' : r.degraded.length > 0 ? 'degraded' : 'ready',
      checks: r.checks,
      degraded: r.degraded,
    },
    { status: r.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
