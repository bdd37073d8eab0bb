// The security headers of every response Snowline's server sends, assembled here and nowhere else:
// pages, route handlers, kept pages, error and not-found pages, refusals, and the node proxy, whose
// JSON answers get the set meant for an API (no document is ever rendered from them).
import { contentSecurityPolicy, type PolicyOptions } from './content-security-policy';

// Features the explorer never uses, off for it and anything it might embed. Only names Chromium
// knows: an unknown one is logged as a console error on every page.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** One year; not includeSubDomains, which would bind hosts the operator may not run over https. */
const HSTS = 'max-age=31536000';

export interface HeaderOptions extends PolicyOptions {
  https: boolean;
}

// Nothing may load, frame, submit or be based on a JSON answer; a browser never runs it as a page.
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const API_HEADERS = [
  'content-security-policy',
  API_CONTENT_SECURITY_POLICY,
  'x-frame-options',
  'DENY',
  'x-content-type-options',
  'nosniff',
  'referrer-policy',
  'no-referrer',
] as const;
const API_HEADERS_HTTPS = [...API_HEADERS, 'strict-transport-security', HSTS] as const;

/**
 * The headers of a JSON API answer (the node proxy), flat as `writeHead` takes them: the document-only
 * ones (a page's script policy, Permissions-Policy, COOP) govern nothing in a response that is never
 * rendered, and every proxied call would carry their 600 bytes to the client. Made once: every
 * proxied call sends them.
 */
export function apiSecurityHeaders(https: boolean): readonly string[] {
  return https ? API_HEADERS_HTTPS : API_HEADERS;
}

export function securityHeaders(o: HeaderOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(o),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    ...(o.https ? { 'strict-transport-security': HSTS } : {}),
  };
}
