// Monitoring configuration, read from the server's environment only: how often validators are
// sampled, how long history is kept, and the JSON webhook set in the environment (Snowline reaches
// only what it was configured to reach — a watchlist entry can never name a URL). That webhook is one
// graded channel among the others (lib/monitor/graded/env-channel.ts). Where it is kept: lib/store/config.ts.
import { SEVERITIES, type Severity } from '@/lib/store/monitor/graded-records';
import { envInt, envOnOff, envText } from '@/lib/server/env';

export interface MonitorConfig {
  /** Interval between two samples of every validator's uptime (SNOWLINE_UPTIME_SAMPLE_MS). */
  sampleMs: number;
  /** Where graded alerts are POSTed as JSON (SNOWLINE_ALERT_WEBHOOK_URL); undefined: no such channel. */
  webhookUrl: string | undefined;
  /** The least severe alert that webhook takes (SNOWLINE_ALERT_WEBHOOK_MIN_SEVERITY, default info). */
  webhookMinSeverity: Severity;
  /** Samples older than this are pruned (SNOWLINE_UPTIME_RETENTION_DAYS). */
  retentionDays: number;
  /** Set SNOWLINE_MONITOR=off to not start the sampler in this process. */
  enabled: boolean;
}

const DEFAULT_SAMPLE_MS = 60_000;
const DEFAULT_RETENTION_DAYS = 30;
/** Sampling faster than this would hammer the node with getCurrentValidators for nothing. */
const MIN_SAMPLE_MS = 1_000;

export function readMonitorConfig(env: NodeJS.ProcessEnv = process.env): MonitorConfig {
  const rawHook = envText(env, 'SNOWLINE_ALERT_WEBHOOK_URL');
  let webhookUrl: string | undefined;
  if (rawHook) {
    // Never echoed: a webhook URL carries its token.
    const u = URL.canParse(rawHook) ? new URL(rawHook) : null;
    if (u?.protocol !== 'http:' && u?.protocol !== 'https:') {
      throw new Error(
        'SNOWLINE_ALERT_WEBHOOK_URL must be an http(s) URL (its value is not shown: it may hold a token)',
      );
    }
    webhookUrl = u.href;
  }
  const rawSeverity = envText(env, 'SNOWLINE_ALERT_WEBHOOK_MIN_SEVERITY')?.toLowerCase() ?? 'info';
  if (!SEVERITIES.includes(rawSeverity as Severity)) {
    throw new Error(`SNOWLINE_ALERT_WEBHOOK_MIN_SEVERITY must be info, warning or critical, got "${rawSeverity}"`);
  }
  return {
    sampleMs: envInt(env, 'SNOWLINE_UPTIME_SAMPLE_MS', DEFAULT_SAMPLE_MS, MIN_SAMPLE_MS),
    webhookUrl,
    webhookMinSeverity: rawSeverity as Severity,
    retentionDays: envInt(env, 'SNOWLINE_UPTIME_RETENTION_DAYS', DEFAULT_RETENTION_DAYS),
    enabled: envOnOff(env, 'SNOWLINE_MONITOR', true),
  };
}
