// GET /api/health/ready: 200 when the node, the store and Redis (where configured) all answer, 503
// with the reasons otherwise (lib/health/readiness.ts), so a load balancer sends no traffic here.
import { processReadiness } from '@/lib/health/process-readiness';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(): Promise<Response> {
  const r = await processReadiness();
  return Response.json(
    { status: r.ready ? 'ready' : 'not-ready', checks: r.checks },
    { status: r.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
