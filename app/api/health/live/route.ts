// GET /api/health/live: the process answers (a load balancer's or Kubernetes' liveness probe). It asks
// nothing of the node, the store or Redis: their outages are readiness, not a reason to restart.
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function GET(): Response {
  return Response.json({ status: 'live' }, { headers: { 'cache-control': 'no-store' } });
}
