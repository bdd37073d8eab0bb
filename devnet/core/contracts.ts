// Interfaces shared by the devnet's modules (server, X-chain, P-chain, info, index, activity).
// Each module owns its own SQLite tables; they meet only through these types.
import type Database from 'better-sqlite3';
import type { IndexName } from '@/lib/registry';

/** A handler error: the server answers it as JSON-RPC -32000 with `message`, HTTP 200, like AvalancheGo. */
export class NodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NodeError';
  }
}

/** What a JSON-RPC handler receives besides its params. */
export interface RequestContext {
  /** The URL path the call arrived on, e.g. `/ext/bc/X` or `/ext/index/P/block`. */
  path: string;
  /** Chain id (cb58) the path resolved to, when the path names a chain. */
  chainID?: string;
  /** Index name for `/ext/index/<chain>/<kind>` paths, e.g. `X/tx`. */
  indexName?: IndexName;
}

/** Acceptance-order index of containers; writes join the caller's SQLite transaction. */
export interface Indexer {
  /** Must be called inside the same db.transaction that accepts the container. */
  accept(index: IndexName, id: Uint8Array, bytes: Uint8Array, acceptedAtMs: number): void;
}

/** A UTXO exported from one chain to another, waiting for an ImportTx on the destination. */
export interface AtomicUtxo {
  /** sha256-based UTXO id as the node computes it: txID with outputIndex. */
  txID: Uint8Array;
  outputIndex: number;
  sourceChain: Uint8Array;
  destinationChain: Uint8Array;
  /** Codec bytes of the UTXO as the destination chain encodes it. */
  bytes: Uint8Array;
  /** 20-byte short addresses that own it (for getUTXOs by address). */
  addresses: Uint8Array[];
}

/** Shared memory between X and P (and C later); calls join the caller's SQLite transaction. */
export interface AtomicMemory {
  put(utxos: AtomicUtxo[]): void;
  /** UTXOs exported from `sourceChain` to `destinationChain` owned by any of `addresses`, in a stable order. */
  list(destinationChain: Uint8Array, sourceChain: Uint8Array, addresses: Uint8Array[]): AtomicUtxo[];
  get(destinationChain: Uint8Array, txID: Uint8Array, outputIndex: number): AtomicUtxo | undefined;
  /** Throws NodeError if already consumed or missing. */
  consume(destinationChain: Uint8Array, txID: Uint8Array, outputIndex: number): void;
}

/** Time source; the activity generator and tests may run with a controllable clock. */
export interface Clock {
  nowMs(): number;
}

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export interface DevnetContext {
  db: Database.Database;
  clock: Clock;
  log: Logger;
  indexer: Indexer;
  atomic: AtomicMemory;
  networkID: number;
  hrp: string;
}

/** A chain module as the server and the activity generator see it. */
export interface ChainHandle {
  alias: 'X' | 'P' | 'C';
  chainID: Uint8Array;
  /** Verifies and accepts a signed tx; resolves with its id only once it is accepted and durable on disk. Throws NodeError. */
  issueTx(bytes: Uint8Array): Promise<Uint8Array>;
  /** Time-driven work (reward ended stakers, drift uptimes, …); called by the activity generator and a timer. */
  tick?(nowMs: number): Promise<void>;
}

/** Deterministic randomness for the activity generator (seeded). */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  int(maxExclusive: number): number;
  pick<T>(items: readonly T[]): T;
  bytes(n: number): Uint8Array;
}

/** One kind of realistic activity; the generator calls `step` at the configured rate. */
export interface ActivitySource {
  name: string;
  /** Relative frequency among sources. */
  weight: number;
  /**
   * Runs before every pick instead of taking part in it (weight ignored), deciding with a random
   * source of its own: a source added later leaves the seeded sequence of the others unchanged.
   */
  alongside?: boolean;
  /** Issue one action through the chain's issueTx path. May decline (resolve false) when it has nothing to do. */
  step(rng: Rng): Promise<boolean>;
}
