// Who may read /metrics: a signed-in operator, or a scraper that sends `Authorization: Bearer` with
// the operator token or SNOWLINE_METRICS_TOKEN (for a public deployment, which has no operator).
// Anyone else gets 401: the figures tell how busy the node is and which methods clients use.
import { bearerVerdict, callerOf } from '@/lib/auth/caller';
import { envText, type Env } from '@/lib/server/env';
import { weakTokenProblem } from '@/lib/server/token-strength';
import type { ServerConfig } from '@/lib/server/config';
import type { SessionStore } from '@/lib/store/sessions/records';

/** SNOWLINE_METRICS_TOKEN, when set; as hard to guess as the operator token must be. */
export function readMetricsToken(env: Env = process.env): string | undefined {
  const token = envText(env, 'SNOWLINE_METRICS_TOKEN');
  if (!token) return undefined;
  const weak = weakTokenProblem('SNOWLINE_METRICS_TOKEN', token);
  if (weak) throw new Error(weak);
  return token;
}

export async function mayReadMetrics(
  req: Request,
  config: ServerConfig,
  metricsToken: string | undefined,
  sessions?: SessionStore,
): Promise<boolean> {
  // One counted comparison for both tokens: a wrong one is not tried twice.
  const verdict = await bearerVerdict(req, config, [
    metricsToken,
    config.mode === 'operator' ? config.operatorToken : undefined,
  ]);
  if (verdict !== undefined) return verdict.ok && verdict.matched;
  return (await callerOf(req, config, sessions)).operator;
}
