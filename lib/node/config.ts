// How the node call path behaves, read once from the environment (documented in the README).
import { readServerConfig, type ServerConfig } from '@/lib/server/config';

export interface NodeConfig {
  /** The upstream node (may carry credentials: never shown to public callers). */
  nodeUrl: string;
  /** How long one upstream call may take. */
  timeoutMs: number;
  /** Largest node answer read; past it the call fails with a clear error. */
  maxResponseBytes: number;
  /** A public caller's upstream reads: at most this many at once in all, `publicMissesPerClient` per client. */
  publicMisses: number;
  publicMissesPerClient: number;
  /** Largest node answer read for a public caller's miss; with `publicMisses`, it bounds the bytes in flight. */
  publicMaxResponseBytes: number;
  /** Public callers may relay transactions (every chain's issueTx, eth_sendRawTransaction). */
  relayTransactions: boolean;
  /** Public callers may run heavy EVM calls (eth_call, eth_estimateGas, eth_getLogs). */
  relayEvmCalls: boolean;
  /** Public callers see validators' `connected` (only on Snowline's own devnet: no node identity to hide). */
  publicConnected?: boolean;
  /** Bound of the in-process answer cache, in bytes of JSON kept. */
  cacheMaxBytes: number;
  /** Oldest a live answer (heights, validators, fees) may be when served. */
  liveMaxAgeMs: number;
  /** How long a per-node static answer (network id, version, chain config) is kept. */
  staticMaxAgeMs: number;
}

const MIB = 1024 * 1024;

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

function onOff(env: Env, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'off' || raw === '0' || raw === 'false') return false;
  if (raw === 'on' || raw === '1' || raw === 'true') return true;
  throw new Error(`${name} must be on or off, got "${env[name]}"`);
}

export function readNodeConfig(env: Env = process.env, server?: ServerConfig): NodeConfig {
  const base = server ?? readServerConfig(env as NodeJS.ProcessEnv);
  return {
    nodeUrl: base.nodeUrl,
    timeoutMs: base.proxyTimeoutMs,
    maxResponseBytes: positiveInt(env, 'SNOWLINE_NODE_MAX_RESPONSE_BYTES', 64 * MIB),
    publicMisses: positiveInt(env, 'SNOWLINE_PUBLIC_MISSES', 64),
    publicMissesPerClient: positiveInt(env, 'SNOWLINE_PUBLIC_MISSES_PER_CLIENT', 16),
    publicMaxResponseBytes: positiveInt(env, 'SNOWLINE_PUBLIC_MAX_RESPONSE_BYTES', 16 * MIB),
    relayTransactions: onOff(env, 'SNOWLINE_RELAY_TXS'),
    relayEvmCalls: onOff(env, 'SNOWLINE_RELAY_EVM_CALLS'),
    publicConnected: base.embeddedDevnet,
    cacheMaxBytes: positiveInt(env, 'SNOWLINE_NODE_CACHE_BYTES', 128 * MIB),
    liveMaxAgeMs: positiveInt(env, 'SNOWLINE_LIVE_MAX_AGE_MS', 1_000),
    staticMaxAgeMs: positiveInt(env, 'SNOWLINE_STATIC_MAX_AGE_MS', 5 * 60_000),
  };
}
