// Who may read /metrics: a signed-in operator, or a scraper that sends `Authorization: Bearer` with
// the operator token or SNOWLINE_METRICS_TOKEN (for a public deployment, which has no operator).
// Anyone else gets 401: the figures tell how busy the node is and which methods clients use.
import { createHash, timingSafeEqual } from 'node:crypto';
import { callerOf } from '@/lib/auth/caller';
import type { ServerConfig } from '@/lib/server/config';
import type { SessionStore } from '@/lib/store/sessions/records';

const sha256 = (s: string): Buffer => createHash('sha256').update(s).digest();

/** SNOWLINE_METRICS_TOKEN, when set; at least 16 characters, like the operator token. */
export function readMetricsToken(env: Record<string, string | undefined> = process.env): string | undefined {
  const token = env.SNOWLINE_METRICS_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < 16) throw new Error('SNOWLINE_METRICS_TOKEN must be at least 16 characters');
  return token;
}

export async function mayReadMetrics(
  req: Request,
  config: ServerConfig,
  metricsToken: string | undefined,
  sessions?: SessionStore,
): Promise<boolean> {
  const bearer = req.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (bearer !== undefined && metricsToken && timingSafeEqual(sha256(bearer), sha256(metricsToken))) return true;
  return (await callerOf(req, config, sessions)).operator;
}
