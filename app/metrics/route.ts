// GET /metrics: Prometheus text for a signed-in operator or a scraper with a bearer token (lib/auth/metrics-access.ts).
import { mayReadMetrics, readMetricsToken } from '@/lib/auth/metrics-access';
import { metricsRegistry } from '@/lib/metrics/registry';
import { followerMetrics } from '@/lib/follower/metrics';
import { workerMetrics } from '@/lib/metrics/workers';
import { nodeMetrics } from '@/lib/node/metrics';
import { serverConfig } from '@/lib/server/config';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(req: Request): Promise<Response> {
  if (!(await mayReadMetrics(req, serverConfig(), readMetricsToken()))) {
    return new Response('Unauthorized: sign in as the operator, or send Authorization: Bearer <token>.\n', {
      status: 401,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'www-authenticate': 'Bearer realm="snowline-metrics"',
      },
    });
  }
  // Registered on first use elsewhere; here too, so an instance that has not sampled (or called the
  // node) yet still lists every series.
  workerMetrics();
  followerMetrics();
  nodeMetrics();
  const registry = metricsRegistry();
  return new Response(await registry.metrics(), {
    headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' },
  });
}
