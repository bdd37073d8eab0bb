// One webhook POST, and the retry schedule of a failed delivery: each failed POST is retried with
// exponential backoff, and after the last attempt the delivery is marked `failed` with the error.

export const MAX_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 5 * 60_000;
const POST_TIMEOUT_MS = 10_000;

/** Delay before attempt `attempts + 1` after `attempts` failures: 1 s, 2 s, 4 s … capped at 5 min. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(invalid URL)';
  }
}

export async function postOnce(doFetch: typeof fetch, url: string, body: unknown): Promise<string | null> {
  try {
    const res = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'snowline-monitor' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
      redirect: 'manual',
    });
    await res.body?.cancel().catch(() => undefined);
    if (res.status >= 200 && res.status < 300) return null;
    return `webhook answered HTTP ${res.status}`;
  } catch (e) {
    const err = e as Error & { code?: string; cause?: { code?: string } };
    if (err.code === 'ETARGETREFUSED') return `webhook not sent: ${err.message}`;
    // One answer for refused, reset, unknown host and silence, so a channel's errors cannot map which
    // ports of a host are open; the cause goes to the server's log (host only: a URL carries secrets).
    console.warn(`[monitor] webhook to ${hostOf(url)} failed: ${err.cause?.code ?? err.code ?? err.name}`);
    return `webhook unreachable or no answer within ${POST_TIMEOUT_MS / 1000} s`;
  }
}
