// Who is calling: the one question every route and the node call path ask before serving operator
// methods or operator views. Until sign-in sessions land, an operator is a caller that sends the token.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '@/lib/server/config';

export interface Caller {
  /** A signed-in operator (operator mode only): may use node-specific methods and see operator views. */
  operator: boolean;
}

export const PUBLIC_CALLER: Caller = Object.freeze({ operator: false });

const OPERATOR_TOKEN_HEADER = 'x-snowline-operator-token';

const sha256 = (s: string): Buffer => createHash('sha256').update(s).digest();

/** Constant-time check of a presented token against the configured one. */
export function isOperatorToken(given: string | null | undefined, config: ServerConfig): boolean {
  if (config.mode !== 'operator' || !config.operatorToken || !given) return false;
  return timingSafeEqual(sha256(given), sha256(config.operatorToken));
}

export async function callerOf(req: Request, config: ServerConfig): Promise<Caller> {
  const bearer = req.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
  const given = req.headers.get(OPERATOR_TOKEN_HEADER) ?? bearer;
  return { operator: isOperatorToken(given, config) };
}
