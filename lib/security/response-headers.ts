// The security headers of every response Snowline's server sends, assembled here and nowhere else:
// pages, route handlers, the node proxy, kept pages, error and not-found pages, refusals.
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
