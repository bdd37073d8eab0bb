import type { IncomingMessage } from 'node:http';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best of the encodings Snowline keeps that the request accepts. */
export function encodingFor(req: IncomingMessage): Encoding {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
}
