// Server-side configuration, read once from the environment. Never from a request:
// the upstream and the operator mode are the operator's decision, not the caller's.

export interface ServerConfig {
  /** JSON-RPC upstream: a node, or the embedded devnet by default. */
  nodeUrl: string;
  /** True when the embedded devnet is the upstream (SNOWLINE_NODE_URL unset, or set by `npm start` for it). */
  embeddedDevnet: boolean;
  /** `operator` allows node-specific methods to callers that send the operator token. */
  mode: 'public' | 'operator';
  operatorToken: string | undefined;
  proxyMaxBodyBytes: number;
  proxyTimeoutMs: number;
}

export const DEFAULT_NODE_URL = 'http://127.0.0.1:9650';

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const rawUrl = env.SNOWLINE_NODE_URL?.trim();
  const nodeUrl = (rawUrl || DEFAULT_NODE_URL).replace(/\/+$/, '');
  const parsed = new URL(nodeUrl);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`SNOWLINE_NODE_URL must be an http(s) URL, got "${nodeUrl}"`);
  }
  const mode = env.SNOWLINE_MODE === 'operator' ? 'operator' : 'public';
  const operatorToken = env.SNOWLINE_OPERATOR_TOKEN || undefined;
  if (mode === 'operator' && (!operatorToken || operatorToken.length < 16)) {
    throw new Error('SNOWLINE_MODE=operator needs SNOWLINE_OPERATOR_TOKEN of at least 16 characters');
  }
  return {
    nodeUrl,
    embeddedDevnet: !rawUrl || env.SNOWLINE_EMBEDDED_DEVNET === '1',
    mode,
    operatorToken,
    proxyMaxBodyBytes: positiveInt(env, 'SNOWLINE_PROXY_MAX_BODY_BYTES', 256 * 1024),
    proxyTimeoutMs: positiveInt(env, 'SNOWLINE_PROXY_TIMEOUT_MS', 15_000),
  };
}

let cached: ServerConfig | undefined;
export function serverConfig(): ServerConfig {
  cached ??= readServerConfig();
  return cached;
}
