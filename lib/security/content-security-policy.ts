// The Content-Security-Policy of every response. Scripts run only from this origin or inline with
// this response's nonce (fresh per response; Next puts it on its own inline scripts when the
// request's CSP header carries it) or, for a kept page sent to many viewers, the hashes of the
// inline scripts its first render gave that nonce (Next's and the layout's own, never one that
// came in with page content). Never 'unsafe-inline' scripts. Styles may be inline (charts and
// Next's style attributes), which cannot run code.
import { createHash, randomFillSync } from 'node:crypto';

export interface PolicyOptions {
  /** This response's nonce. */
  nonce?: string;
  /** `sha256-…` sources of inline scripts (a kept page). */
  scriptHashes?: readonly string[];
  /** `next dev` evaluates modules and talks to its own websocket. */
  dev?: boolean;
}

const NONCE_BYTES = 18;
// Random bytes for 256 nonces drawn at once: one call to the system's generator per request cost
// more than the rest of a proxied call (a fresh nonce is still never reused).
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceAt = noncePool.length;

export function newNonce(): string {
  if (nonceAt === noncePool.length) {
    randomFillSync(noncePool);
    nonceAt = 0;
  }
  const nonce = noncePool.toString('base64', nonceAt, nonceAt + NONCE_BYTES);
  nonceAt += NONCE_BYTES;
  return nonce;
}

// The policy is the same text around the nonce for every response: built once per mode.
const nonceTemplates = new Map<boolean, [string, string]>();

export function contentSecurityPolicy(o: PolicyOptions): string {
  if (o.nonce && !o.scriptHashes?.length) {
    const dev = o.dev === true;
    let t = nonceTemplates.get(dev);
    if (!t) {
      const marker = 'NONCE_MARKER';
      const [before, after] = buildPolicy({ nonce: marker, dev }).split(marker) as [string, string];
      t = [before, after];
      nonceTemplates.set(dev, t);
    }
    return t[0] + o.nonce + t[1];
  }
  return buildPolicy(o);
}

function buildPolicy(o: PolicyOptions): string {
  const script = [
    "'self'",
    ...(o.nonce ? [`'nonce-${o.nonce}'`] : []),
    ...(o.scriptHashes ?? []).map((h) => `'${h}'`),
    ...(o.dev ? ["'unsafe-eval'"] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${o.dev ? ' ws: wss:' : ''}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const NONCE_SOURCE = /'nonce-([A-Za-z0-9+/_-]+={0,2})'/;

/** The nonce a policy names (what the root layout puts on its own inline script). */
export function nonceOf(policy: string | null | undefined): string | undefined {
  const script = (policy ?? '').split(';').find((d) => d.trim().startsWith('script-src'));
  return script ? NONCE_SOURCE.exec(script)?.[1] : undefined;
}

// Inline script elements: no src attribute. React escapes `<` in text and attributes, and Next
// escapes `</script` inside its inline data, so every `<script` in a rendered page is a real tag.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

const NONCE_ATTR = /\bnonce\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/**
 * `sha256-…` of the inline scripts of `html` that carry `nonce` (the render's own: Next's bootstrap
 * and data, the layout's), in order, without repeats. A script without it, such as one slipped in
 * through page content, is left out: a kept page served for a year must not allow it.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  if (!nonce) return [];
  for (const [, attrs = '', body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const m = NONCE_ATTR.exec(attrs);
    if ((m?.[1] ?? m?.[2] ?? m?.[3]) !== nonce) continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return [...hashes];
}
