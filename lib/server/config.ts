// Server-side configuration, read once from the environment. Never from a request:
// the upstream and the operator mode are the operator's decision, not the caller's.
import { weakTokenProblem } from '@/lib/server/token-strength';
import { trustedProxiesFrom, type TrustedProxies } from './client-address';
import { envInt, envOnOff, envText } from './env';

export interface ServerConfig {
  /** JSON-RPC upstream: a node, or the embedded devnet by default. */
  nodeUrl: string;
  /**
   * True only when `npm start` started the devnet itself and set SNOWLINE_EMBEDDED_DEVNET=1 for it:
   * never inferred from a node that answers on some port.
   */
  embeddedDevnet: boolean;
  /** `operator` allows node-specific methods and operator views to a signed-in operator. */
  mode: 'public' | 'operator';
  operatorToken: string | undefined;
  /** How long an operator session lasts after sign-in (SNOWLINE_OPERATOR_SESSION_HOURS, default 12). */
  operatorSessionMs: number;
  /**
   * Reverse proxies whose X-Forwarded-For / -Host / -Proto are believed (SNOWLINE_TRUSTED_PROXIES:
   * addresses or CIDR ranges, comma-separated). Empty: the peer of the connection is the client.
   */
  /** Reverse proxies whose X-Forwarded-* headers are believed (SNOWLINE_TRUSTED_PROXIES). */
  trustedProxies: TrustedProxies;
  /** Origin of the public address (SNOWLINE_PUBLIC_URL), e.g. https://explorer.example; undefined if unset. */
  publicOrigin: string | undefined;
  proxyMaxBodyBytes: number;
  proxyTimeoutMs: number;
}

const DEFAULT_NODE_URL = 'http://127.0.0.1:9650';
const DEFAULT_SESSION_HOURS = 12;

function publicOrigin(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new Error(`SNOWLINE_PUBLIC_URL must be a URL such as https://explorer.example, got "${raw}"`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') {
    throw new Error(`SNOWLINE_PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  }
  return u.origin;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const rawUrl = envText(env, 'SNOWLINE_NODE_URL');
  const nodeUrl = (rawUrl || DEFAULT_NODE_URL).replace(/\/+$/, '');
  // Never echoed: the URL may carry credentials or an API key (in its query or path).
  if (!URL.canParse(nodeUrl))
    throw new Error('SNOWLINE_NODE_URL is not a URL (its value is not shown: it may hold a key)');
  const parsed = new URL(nodeUrl);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`SNOWLINE_NODE_URL must be an http(s) URL, got a "${parsed.protocol}" URL`);
  }
  const mode = env.SNOWLINE_MODE === 'operator' ? 'operator' : 'public';
  const operatorToken = env.SNOWLINE_OPERATOR_TOKEN || undefined;
  if (mode === 'operator') {
    if (!operatorToken) throw new Error('SNOWLINE_MODE=operator needs SNOWLINE_OPERATOR_TOKEN');
    // The token is all that stands between the public and the node's admin methods.
    const weak = weakTokenProblem('SNOWLINE_OPERATOR_TOKEN', operatorToken);
    if (weak) throw new Error(weak);
  }
  return {
    nodeUrl,
    embeddedDevnet: envOnOff(env, 'SNOWLINE_EMBEDDED_DEVNET', false),
    mode,
    operatorToken,
    operatorSessionMs: envInt(env, 'SNOWLINE_OPERATOR_SESSION_HOURS', DEFAULT_SESSION_HOURS) * 3600_000,
    trustedProxies: trustedProxiesFrom(env.SNOWLINE_TRUSTED_PROXIES),
    publicOrigin: publicOrigin(envText(env, 'SNOWLINE_PUBLIC_URL')),
    proxyMaxBodyBytes: envInt(env, 'SNOWLINE_PROXY_MAX_BODY_BYTES', 256 * 1024),
    proxyTimeoutMs: envInt(env, 'SNOWLINE_PROXY_TIMEOUT_MS', 15_000),
  };
}

let cached: ServerConfig | undefined;
export function serverConfig(): ServerConfig {
  cached ??= readServerConfig();
  return cached;
}
