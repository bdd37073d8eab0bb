// Where the Telegram Bot API and PagerDuty's Events API v2 answer: their public addresses, unless the
// environment names another (a self-hosted Bot API server, PagerDuty's EU endpoint, a test receiver).
import { envText, type Env } from '@/lib/server/env';
const DEFAULTS = {
  telegram: { env: 'SNOWLINE_TELEGRAM_API_URL', url: 'https://api.telegram.org' },
  pagerduty: { env: 'SNOWLINE_PAGERDUTY_EVENTS_URL', url: 'https://events.pagerduty.com/v2/enqueue' },
} as const;

/** The service's base URL, or an error naming the variable (never its value's credentials). */
export function serviceUrl(
  service: keyof typeof DEFAULTS,
  env: Env = process.env,
): { url: string } | { error: string } {
  const d = DEFAULTS[service];
  const raw = envText(env, d.env) ?? d.url;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    return { error: `${d.env} is not an http(s) URL` };
  }
  return { url: raw.replace(/\/+$/, '') };
}
