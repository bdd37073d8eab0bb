// How the node call path behaves, read once from the environment (documented in the README).
import { readServerConfig, type ServerConfig } from '@/lib/server/config';
import { envInt, envOnOff, type Env } from '@/lib/server/env';

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

export function readNodeConfig(env: Env = process.env, server?: ServerConfig): NodeConfig {
  const base = server ?? readServerConfig(env as NodeJS.ProcessEnv);
  return {
    nodeUrl: base.nodeUrl,
    timeoutMs: base.proxyTimeoutMs,
    maxResponseBytes: envInt(env, 'SNOWLINE_NODE_MAX_RESPONSE_BYTES', 64 * MIB),
    publicMisses: envInt(env, 'SNOWLINE_PUBLIC_MISSES', 64),
    publicMissesPerClient: envInt(env, 'SNOWLINE_PUBLIC_MISSES_PER_CLIENT', 16),
    publicMaxResponseBytes: envInt(env, 'SNOWLINE_PUBLIC_MAX_RESPONSE_BYTES', 16 * MIB),
    relayTransactions: envOnOff(env, 'SNOWLINE_RELAY_TXS', false),
    relayEvmCalls: envOnOff(env, 'SNOWLINE_RELAY_EVM_CALLS', false),
    publicConnected: base.embeddedDevnet,
    cacheMaxBytes: envInt(env, 'SNOWLINE_NODE_CACHE_BYTES', 128 * MIB),
    liveMaxAgeMs: envInt(env, 'SNOWLINE_LIVE_MAX_AGE_MS', 1_000),
    staticMaxAgeMs: envInt(env, 'SNOWLINE_STATIC_MAX_AGE_MS', 5 * 60_000),
  };
}
