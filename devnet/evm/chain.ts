// An EVM chain of the devnet (the C-chain as coreth, or a subnet-evm L1 chain) on EDR: geth-style
// JSON-RPC, blocks mined as soon as txs arrive, every mined block stored in SQLite (and indexed)
// in the same moment, and replayed into a fresh EDR on restart.
import {
  bytesToHex,
  decodeAbiParameters,
  hexToBytes,
  isHex,
  keccak256,
  parseTransaction,
  recoverTransactionAddress,
  toRlp,
  type Hex,
  type TransactionSerialized,
} from 'viem';
import { sha256 } from '@noble/hashes/sha2.js';
import { utxoIdBytes } from '@/lib/codec/avax';
import { bytesEqual, idFromString, idToString } from '@/lib/codec/ids';
import { atomicTxGasUsed, decodeAtomicTx, encodeBlockExtraData, type AtomicTx } from '@/lib/codec/evm-atomic';
import type { IndexName } from '@/lib/registry';
import type { ChainHandle, DevnetContext } from '../core/contracts';
import { NodeError } from '../core/contracts';
import { blockRlp, type RpcBlock } from './block-rlp';
import {
  BLACKHOLE_ADDRESS,
  activePrecompiles,
  activePrecompilesJson,
  blockParams,
  corethChainConfig,
  devnetSubnetEvmGenesis,
  nextBaseFee,
  subnetEvmChainConfig,
  subnetEvmRulesAt,
  type EvmFlavor,
  type SubnetEvmGenesis,
} from './config';
import { createEdrProvider, type EdrCall } from './edr';
import {
  DEPLOYER_ALLOW_LIST_ADDRESS,
  TX_ALLOW_LIST_ADDRESS,
  precompilePlacement,
  readAllowListCall,
} from './precompiles';
import { RpcError, invalidParams, methodNotFound, serveGethRpc } from './geth-rpc';
import { openEvmStore, type EvmStore } from './store';
import { openAtomicTxStore, type AtomicTxStore } from './atomic/store';
import { atomicStateChanges, verifyAtomicTx, type AtomicEffects } from './atomic/verify';
import { AVAX_ASSET_ID, P_CHAIN_ID, X_CHAIN_ID } from '../genesis/constants';
import type { IcmChainHooks } from '../icm/chain-hooks';
import { DataDirError } from '../storage/open';

export interface EvmChainOptions {
  flavor: EvmFlavor;
  /** The Avalanche blockchain id (32 bytes) this chain answers for. */
  blockchainID: Uint8Array;
  evmChainId: number;
  /** EVM address (0x…) → genesis balance in wei. */
  genesisAlloc: Record<string, bigint>;
  /** Unique per chain, [A-Za-z0-9_]: names the SQLite tables `evm_<name>_…`. */
  name: string;
  /** Index that receives every mined block; default `C/block` for coreth, none for subnet-evm. */
  indexName?: IndexName | null;
  /** subnet-evm: admin of the genesis precompiles (default: the first genesisAlloc address). */
  adminAddress?: string;
  /** Serve debug_traceTransaction, as a node whose eth-apis include "debug-tracer" (default true). */
  debugTracer?: boolean;
  /** subnet-evm: accounts the allow lists let in (devnetSubnetEvmGenesis's roles). */
  allowListRoles?: { managed?: string[]; enabled?: string[] };
  /** ICM contracts, warp predicates and warp_* (devnet/icm); on chains created with it only. */
  icm?: IcmChainHooks;
}

/** What the activity generator needs from a chain. */
interface EvmActivityHooks {
  evmChainId: number;
  /** One call with geth semantics (throws RpcError), without the JSON-RPC envelope. */
  request(method: string, params?: unknown[]): Promise<unknown>;
  /** Base fee the next block will have; signing with at least this gets a tx mined at once. */
  nextBaseFee(): bigint;
}

/** The C-chain's atomic side (coreth's `avax` service): ImportTx/ExportTx with X and P. */
export interface CChainAtomic {
  /** Verifies as coreth does; resolves with the txID once the tx is in a mined block on disk. Throws NodeError. */
  issue(bytes: Uint8Array): Promise<Uint8Array>;
  /** An accepted atomic tx and the height of its block. */
  accepted(txID: Uint8Array): { bytes: Uint8Array; blockNumber: number } | undefined;
  /** Signed bytes of an accepted tx still waiting for its block (status Processing). */
  processing(txID: Uint8Array): Uint8Array | undefined;
  /** Base fee (wei) the next block has: the fee an atomic tx must burn is priced at it. */
  nextBaseFee(): bigint;
}

export interface EvmChain {
  flavor: EvmFlavor;
  name: string;
  blockchainID: Uint8Array;
  evmChainId: number;
  /** Serves one HTTP body (raw text/bytes or parsed JSON). Undefined: send no body (notifications only). */
  handleRpc(body: unknown): Promise<unknown>;
  /** eth_sendRawTransaction: resolves with the tx hash once its block is mined and durable (or it is queued behind a nonce gap). Throws RpcError. */
  issueRawTx(raw: Uint8Array | Hex): Promise<Hex>;
  /** Height of the last mined block. */
  blockNumber(): number;
  activity: EvmActivityHooks;
  /** Only on the C-chain (coreth flavor). */
  atomic?: CChainAtomic;
  /** ChainHandle for the server/info (alias 'C'; `services` is empty: the EVM is served by handleRpc). */
  handle: ChainHandle;
}

interface Head {
  number: number;
  hash: Hex;
  timestamp: number;
  baseFeePerGas: bigint;
  gasUsed: bigint;
  gasLimit: bigint;
}

/** Standard methods answered by EDR as they are. Anything else is "does not exist", as on geth. */
const FORWARDED = new Set([
  'eth_chainId',
  'eth_blockNumber',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_getBalance',
  'eth_getTransactionCount',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getLogs',
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_newPendingTransactionFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
  'net_version',
  'web3_clientVersion',
  'web3_sha3',
]);

const hexQ = (v: bigint | number): Hex => `0x${v.toString(16)}`;

function wantAtMost(params: unknown[], n: number): void {
  if (params.length > n) throw invalidParams(`too many arguments, want at most ${n}`);
}

/** Geth's revert error: code 3, "execution reverted[: reason]", data = the revert bytes. */
function revertError(data: Hex): RpcError {
  let reason = '';
  if (data.startsWith('0x08c379a0') && data.length >= 10 + 128) {
    try {
      const [s] = decodeAbiParameters([{ type: 'string' }], `0x${data.slice(10)}`);
      reason = `: ${s}`;
    } catch {
      // not a well-formed Error(string): report the bare revert
    }
  }
  return new RpcError(3, `execution reverted${reason}`, data);
}

/** EDR errors in geth's words; EDR attaches the request as `data`, geth never does. */
function gethError(e: unknown, method: string, evmChainId: number, raw?: Hex): unknown {
  if (!(e instanceof RpcError)) return e;
  if (e.code === -32004) return methodNotFound(method);
  const d = e.data as { data?: unknown } | undefined;
  if (typeof d?.data === 'string' && isHex(d.data) && /revert/i.test(e.message)) return revertError(d.data);
  let m: RegExpMatchArray | null;
  if ((m = e.message.match(/nonce too low\. Expected nonce to be (?:at least )?(\d+) but got (\d+)/i))) {
    return new RpcError(-32000, `nonce too low: next nonce ${m[1]}, tx nonce ${m[2]}`);
  }
  if ((m = e.message.match(/max upfront cost is: (\d+) and the sender's balance is: (\d+)/))) {
    const cost = BigInt(m[1] ?? '0');
    const balance = BigInt(m[2] ?? '0');
    return new RpcError(
      -32000,
      `insufficient funds for gas * price + value: balance ${balance}, tx cost ${cost}, overshot ${cost - balance}`,
    );
  }
  if (/invalid chainId/i.test(e.message)) {
    let have = '';
    try {
      if (raw) have = `have ${parseTransaction(raw).chainId ?? 0} `;
    } catch {
      // undecodable: keep the short message
    }
    return new RpcError(-32000, `invalid sender: invalid chain id for signer: ${have}want ${evmChainId}`);
  }
  if (/known transaction/i.test(e.message)) return new RpcError(-32000, 'already known');
  return new RpcError(e.code, e.message);
}

/** An ids.ID argument (cb58 text), as Go's JSON decoding of it refuses anything else. */
function warpIdParam(v: unknown, i: number): string {
  if (v === undefined) throw invalidParams(`missing value for required argument ${i}`);
  const bad = () => invalidParams(`invalid argument ${i}: couldn't decode ID to bytes`);
  if (typeof v !== 'string') throw bad();
  try {
    idFromString(v);
  } catch {
    throw bad();
  }
  return v;
}

function hexBytesParam(v: unknown, i: number): Hex {
  if (v === undefined) throw invalidParams(`missing value for required argument ${i}`);
  const type = 'hexutil.Bytes';
  if (typeof v !== 'string')
    throw invalidParams(`invalid argument ${i}: json: cannot unmarshal non-string into Go value of type ${type}`);
  if (!/^0x/i.test(v))
    throw invalidParams(
      `invalid argument ${i}: json: cannot unmarshal hex string without 0x prefix into Go value of type ${type}`,
    );
  if (v.length % 2)
    throw invalidParams(
      `invalid argument ${i}: json: cannot unmarshal hex string of odd length into Go value of type ${type}`,
    );
  if (!isHex(v))
    throw invalidParams(
      `invalid argument ${i}: json: cannot unmarshal invalid hex string into Go value of type ${type}`,
    );
  return v.toLowerCase() as Hex;
}

/** A `*uint64` argument: Go wants a JSON number; hex quantities are accepted too (clients send them). */
function optionalUint64Param(v: unknown, i: number): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return v;
  if (typeof v === 'string' && /^0x(0|[1-9a-f][0-9a-f]*)$/i.test(v)) return Number(BigInt(v));
  throw invalidParams(
    `invalid argument ${i}: json: cannot unmarshal ${typeof v === 'string' ? 'string' : 'value'} into Go value of type uint64`,
  );
}

/** coreth's CalcExtDataHash: keccak256 of the RLP byte string (empty extra data hashes the empty string). */
function extDataHash(extData: Uint8Array): Hex {
  return keccak256(toRlp(bytesToHex(extData)));
}

const evmAddressHex = (key: string): Hex => key as Hex;

export async function createEvmChain(ctx: DevnetContext, opts: EvmChainOptions): Promise<EvmChain> {
  const params = blockParams(opts.flavor);
  const store: EvmStore = openEvmStore(ctx.db, opts.name);
  const coreth = opts.flavor === 'coreth';
  const atomicStore: AtomicTxStore | undefined = coreth ? openAtomicTxStore(ctx.db, opts.name) : undefined;
  /** Each block's atomic txs (coreth only), for its extra data and for replay. */
  const atomicByBlock = new Map<number, AtomicTx[]>();
  for (const [n, list] of atomicStore?.byBlock() ?? [])
    atomicByBlock.set(
      n,
      list.map((b) => decodeAtomicTx(b)),
    );
  const extDataOf = (n: number): Uint8Array => encodeBlockExtraData(atomicByBlock.get(n) ?? []);
  const extDataGasUsedOf = (n: number): bigint =>
    (atomicByBlock.get(n) ?? []).reduce((sum, t) => sum + atomicTxGasUsed(t), 0n);
  const indexName = opts.indexName === undefined ? (opts.flavor === 'coreth' ? 'C/block' : null) : opts.indexName;

  let subnetGenesis: SubnetEvmGenesis | undefined;
  if (opts.flavor === 'subnet-evm') {
    // Fixed at creation, so the chain config (a scheduled precompile upgrade) survives restarts.
    let createdAt = store.getMeta('createdAtSec');
    if (createdAt === undefined) {
      createdAt = String(Math.floor(ctx.clock.nowMs() / 1000));
      store.setMeta('createdAtSec', createdAt);
    }
    const admin = opts.adminAddress ?? Object.keys(opts.genesisAlloc)[0] ?? BLACKHOLE_ADDRESS;
    subnetGenesis = devnetSubnetEvmGenesis(opts.evmChainId, admin, Number(createdAt), opts.allowListRoles);
  }

  const edr: EdrCall = await createEdrProvider({
    chainId: opts.evmChainId,
    genesisAlloc: opts.genesisAlloc,
    gasLimit: params.gasLimit,
    initialBaseFee: params.minBaseFee,
    coinbase: BLACKHOLE_ADDRESS,
    genesisTimestamp: 0,
  });

  const readHead = async (): Promise<Head & { block: RpcBlock }> => {
    const b = (await edr('eth_getBlockByNumber', ['latest', false])) as RpcBlock;
    return {
      block: b,
      number: Number(BigInt(b.number)),
      hash: b.hash,
      timestamp: Number(BigInt(b.timestamp)),
      baseFeePerGas: BigInt(b.baseFeePerGas ?? '0x0'),
      gasUsed: BigInt(b.gasUsed),
      gasLimit: BigInt(b.gasLimit),
    };
  };
  let head = await readHead();
  /** The next block's base fee; coreth prices a block's atomic gas (extDataGasUsed) with its EVM gas. */
  const nextFee = (): bigint => nextBaseFee(params, { ...head, gasUsed: head.gasUsed + extDataGasUsedOf(head.number) });

  const genesisHash = store.getMeta('genesisHash');
  if (genesisHash === undefined) store.setMeta('genesisHash', head.hash);
  else if (genesisHash !== head.hash) {
    throw new Error(
      `EVM chain ${opts.name}: genesis hash ${head.hash} differs from the stored ${genesisHash}; the genesis changed, refusing to replay`,
    );
  }

  // Precompile contracts (subnet-evm): placed on chains made since the devnet had them, so an older
  // data dir replays its blocks on the state they were made on.
  if (
    subnetGenesis &&
    store.getMeta('precompileContracts') === undefined &&
    store.blocks()[Symbol.iterator]().next().done
  )
    store.setMeta('precompileContracts', '1');
  const placed = new Set<string>();
  /** Places the precompiles the config activates by `timestamp` (before the block at it is mined). */
  const placePrecompiles = async (timestamp: number): Promise<void> => {
    if (!subnetGenesis || store.getMeta('precompileContracts') !== '1') return;
    for (const [key, config] of activePrecompiles(subnetGenesis, timestamp)) {
      if (placed.has(key)) continue;
      placed.add(key);
      const p = precompilePlacement(config, { ...subnetGenesis.feeConfig });
      if (!p) continue;
      await edr('hardhat_setCode', [p.address, p.code]);
      for (const [slot, value] of p.storage) await edr('hardhat_setStorageAt', [p.address, slot, value]);
      if (p.balance !== undefined) await edr('hardhat_setBalance', [p.address, hexQ(p.balance)]);
    }
  };
  await placePrecompiles(head.timestamp);

  /** Mines one block from the mempool at `timestamp` with `baseFee`; returns the new head. */
  const mine = async (timestamp: number, baseFee: bigint): Promise<Head & { block: RpcBlock }> => {
    await placePrecompiles(timestamp);
    await edr('hardhat_setNextBlockBaseFeePerGas', [hexQ(baseFee)]);
    await edr('evm_mine', [timestamp]);
    return readHead();
  };

  /** Raw bytes of txs sent but not yet mined, by lower-case hash. */
  const pendingRaw = new Map<string, Hex>();

  /** Applies atomic txs' balance and nonce changes to EDR's next block (hardhat_setBalance/setNonce). */
  const applyAtomicState = async (changes: {
    balanceDeltas: Map<string, bigint>;
    nonces: Map<string, bigint>;
  }): Promise<void> => {
    for (const [addr, delta] of changes.balanceDeltas) {
      const balance = BigInt((await edr('eth_getBalance', [evmAddressHex(addr), 'latest'])) as Hex);
      const next = balance + delta;
      if (next < 0n) throw new Error(`atomic state change would make ${addr} negative`);
      await edr('hardhat_setBalance', [evmAddressHex(addr), hexQ(next)]);
    }
    if (changes.nonces.size === 0) return;
    // EDR refuses hardhat_setNonce while its pool holds any tx. Executable ones were mined first
    // (landExecutable); the nonce-gapped ones left are taken out, the nonces set, and sent back in order
    // (the exporting account has none waiting: verification refuses that case).
    const waiting = [...pendingRaw.entries()];
    for (const [hash] of waiting) await edr('hardhat_dropTransaction', [hash]);
    for (const [addr, nonce] of changes.nonces) await edr('hardhat_setNonce', [evmAddressHex(addr), hexQ(nonce)]);
    for (const [, raw] of waiting) await edr('eth_sendRawTransaction', [raw]);
  };

  // ICM on a fresh chain, or one that had it from the start: its blocks replay with the same contracts.
  const icm = opts.icm && (genesisHash === undefined || store.getMeta('icm') === '1') ? opts.icm : undefined;
  if (icm) {
    store.setMeta('icm', '1');
    await icm.install(edr);
  }

  // Replay: the same atomic state changes, raw txs, timestamps and base fees rebuild the same blocks.
  let replayed = 0;
  for (const b of store.blocks()) {
    for (const atx of atomicByBlock.get(b.number) ?? []) await applyAtomicState(atomicStateChanges(atx));
    for (const raw of b.rawTxs) {
      await icm?.beforeTx(edr, bytesToHex(raw), true);
      await edr('eth_sendRawTransaction', [bytesToHex(raw)]);
    }
    head = await mine(b.timestamp, b.baseFee);
    const want = bytesToHex(b.hash);
    if (head.number !== b.number || head.hash !== want) {
      // Blocks replay only on the EVM genesis and contracts that made them: a devnet of another version.
      throw new DataDirError(
        `EVM chain ${opts.name}: replaying block ${b.number} gave ${head.hash} at height ${head.number}, stored ${want}. ` +
          'This data dir was written by a devnet of another version: start on a new --data-dir, or remove this one.',
      );
    }
    replayed++;
  }
  if (replayed > 0) ctx.log.info('evm chain replayed', { chain: opts.name, blocks: replayed, head: head.hash });

  // All EDR writes (sends, mining) run one at a time; reads go straight through.
  let lock: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = lock.then(fn, fn);
    lock = run.catch(() => undefined);
    return run;
  };
  /** Atomic txs accepted into the mempool (state already applied to EDR), waiting for the next block. */
  const pendingAtomic: AtomicEffects[] = [];
  const pendingSpent = new Set<string>();
  let broken: string | undefined;

  const mineRound = async (): Promise<void> => {
    const pending = (await edr('eth_getBlockByNumber', ['pending', false])) as RpcBlock | null;
    const atomics = [...pendingAtomic];
    // Only nonce-gapped txs wait: no block, unless atomic txs do.
    if ((!pending || pending.transactions.length === 0) && atomics.length === 0) return;
    const timestamp = Math.max(head.timestamp, Math.floor(ctx.clock.nowMs() / 1000));
    const baseFee = nextFee();
    const next = await mine(timestamp, baseFee);
    const hashes = next.block.transactions;
    const raws = hashes.map((h) => pendingRaw.get(h.toLowerCase()));
    try {
      if (raws.some((r) => r === undefined)) throw new Error('mined a tx whose raw bytes are unknown');
      const rawTxs = raws as Hex[];
      const acceptedAtMs = ctx.clock.nowMs();
      const hashBytes = hexToBytes(next.hash);
      const extData = encodeBlockExtraData(atomics.map((e) => e.tx));
      ctx.db.transaction(() => {
        store.putBlock(
          {
            number: next.number,
            hash: hashBytes,
            timestamp,
            baseFee,
            acceptedAtMs,
            rawTxs: rawTxs.map((r) => hexToBytes(r)),
          },
          hashes.map((h) => hexToBytes(h)),
        );
        if (atomics.length > 0) {
          atomicStore?.put(
            next.number,
            atomics.map((e) => ({ txID: e.txID, bytes: e.bytes })),
          );
          for (const e of atomics) {
            for (const c of e.consumed) ctx.atomic.consume(opts.blockchainID, c.txID, c.outputIndex);
            if (e.puts.length > 0) ctx.atomic.put(e.puts);
          }
        }
        if (indexName)
          ctx.indexer.accept(
            indexName,
            hashBytes,
            blockRlp(next.block, rawTxs, coreth ? extData : undefined),
            acceptedAtMs,
          );
      })();
    } catch (e) {
      // EDR moved on but the disk did not: refuse further txs rather than serve state that a restart would lose.
      broken = `EVM chain ${opts.name} could not store block ${next.number}: ${(e as Error).message}`;
      ctx.log.error('evm block not stored', { chain: opts.name, block: next.number, error: (e as Error).message });
      throw e;
    }
    for (const h of hashes) pendingRaw.delete(h.toLowerCase());
    if (atomics.length > 0)
      atomicByBlock.set(
        next.number,
        atomics.map((e) => e.tx),
      );
    pendingAtomic.splice(0, atomics.length);
    pendingSpent.clear();
    for (const e of pendingAtomic) for (const c of e.consumed) pendingSpent.add(utxoKey(c));
    head = next;
  };

  /**
   * Mines the txs that could be mined now into a block of their own. An ExportTx sets its account's nonce,
   * which EDR refuses while an executable tx waits, even one taken out with hardhat_dropTransaction (EDR
   * still counts its sender's emptied queue); only mining empties the pool for good.
   */
  const landExecutable = async (): Promise<void> => {
    for (let round = 0; round < 16; round++) {
      const pending = (await edr('eth_getBlockByNumber', ['pending', false])) as RpcBlock | null;
      if (!pending || pending.transactions.length === 0) return;
      await mineRound();
    }
    throw new NodeError('the C-chain mempool is too full to take an export now; try again');
  };

  let scheduled: Promise<void> | undefined;
  /** The next mining round; sends that arrive together share one block (group commit). */
  const mineSoon = (): Promise<void> => {
    scheduled ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      scheduled = undefined;
      return exclusive(mineRound);
    });
    return scheduled;
  };

  /** The sender's role on an allow-list precompile in place, or undefined when it is not in place. */
  const roleOn = async (list: Hex, sender: Hex): Promise<bigint | undefined> => {
    if (((await edr('eth_getCode', [list, 'latest'])) as Hex) === '0x') return undefined;
    return BigInt((await edr('eth_call', [{ to: list, data: readAllowListCall(sender) }, 'latest'])) as Hex);
  };
  /**
   * subnet-evm's allow lists: its mempool refuses a sender the tx allow list does not list. A deployment
   * by an origin the deployer list does not list fails in the EVM there; here it is refused as well.
   */
  const checkAllowLists = async (raw: Hex): Promise<void> => {
    if (!subnetGenesis || placed.size === 0) return;
    let sender: Hex;
    let creates: boolean;
    try {
      sender = await recoverTransactionAddress({ serializedTransaction: raw as TransactionSerialized });
      creates = parseTransaction(raw).to == null;
    } catch {
      return; // undecodable: EDR refuses it in its own words
    }
    if ((await roleOn(TX_ALLOW_LIST_ADDRESS, sender)) === 0n)
      throw new RpcError(-32000, `cannot issue transaction from non-allow listed address: ${sender}`);
    if (creates && (await roleOn(DEPLOYER_ALLOW_LIST_ADDRESS, sender)) === 0n)
      throw new RpcError(-32000, `tx.origin ${sender} is not authorized to deploy a contract`);
  };

  const issueRawTx = async (rawIn: Uint8Array | Hex): Promise<Hex> => {
    const raw = typeof rawIn === 'string' ? (rawIn.toLowerCase() as Hex) : bytesToHex(rawIn);
    if (broken) throw new RpcError(-32000, broken);
    await checkAllowLists(raw);
    const hash = await exclusive(async () => {
      try {
        await icm?.beforeTx(edr, raw, false);
        const h = (await edr('eth_sendRawTransaction', [raw])) as Hex;
        pendingRaw.set(h.toLowerCase(), raw);
        return h;
      } catch (e) {
        throw gethError(e, 'eth_sendRawTransaction', opts.evmChainId, raw);
      }
    });
    await mineSoon();
    return hash;
  };

  const issueAtomicTx = async (bytes: Uint8Array): Promise<Uint8Array> => {
    if (broken) throw new NodeError(broken);
    let tx: AtomicTx;
    try {
      tx = decodeAtomicTx(bytes);
    } catch (e) {
      throw new NodeError(`problem parsing transaction: ${(e as Error).message}`);
    }
    const txID = sha256(bytes);
    const effects = await exclusive(async () => {
      // Already in the mempool: coreth's avax.issueTx takes txpool.ErrAlreadyKnown as success.
      if (pendingAtomic.some((e) => bytesEqual(e.txID, txID))) return undefined;
      if (tx.unsigned.kind === 'ExportTx') await landExecutable();
      const eff = await verifyAtomicTx(tx, bytes, {
        networkID: ctx.networkID,
        chainID: opts.blockchainID,
        avaxAssetID: AVAX_ASSET_ID,
        peers: [X_CHAIN_ID, P_CHAIN_ID],
        baseFeeWei: nextFee(),
        nowSec: BigInt(Math.floor(ctx.clock.nowMs() / 1000)),
        getAtomic: (t, i) => ctx.atomic.get(opts.blockchainID, t, i),
        pendingSpent,
        account: async (address) => {
          const a = bytesToHex(address);
          const [balance, latest, withPending] = (await Promise.all([
            edr('eth_getBalance', [a, 'latest']),
            edr('eth_getTransactionCount', [a, 'latest']),
            edr('eth_getTransactionCount', [a, 'pending']),
          ])) as Hex[];
          return {
            balanceWei: BigInt(balance as Hex),
            nonce: BigInt(latest as Hex),
            hasPendingTxs: BigInt(withPending as Hex) !== BigInt(latest as Hex),
          };
        },
      });
      // Effects on the EVM apply now, so txs sent after it see them; shared memory changes with the block.
      try {
        await applyAtomicState(eff);
      } catch (e) {
        broken = `EVM chain ${opts.name} could not apply atomic tx ${idToString(eff.txID)}: ${(e as Error).message}`;
        throw e;
      }
      pendingAtomic.push(eff);
      for (const c of eff.consumed) pendingSpent.add(utxoKey(c));
      return eff;
    });
    if (!effects) return txID;
    await mineSoon();
    if (broken) throw new NodeError(broken);
    return effects.txID;
  };

  /** coreth's block JSON carries the atomic txs: blockExtraData, extDataHash, extDataGasUsed. */
  const withExtData = (b: unknown): unknown => {
    if (!coreth || b === null || typeof b !== 'object' || typeof (b as { number?: unknown }).number !== 'string')
      return b;
    const n = Number(BigInt((b as { number: Hex }).number));
    const extData = extDataOf(n);
    return {
      ...(b as object),
      blockExtraData: bytesToHex(extData),
      extDataHash: extDataHash(extData),
      extDataGasUsed: hexQ(extDataGasUsedOf(n)),
    };
  };

  const resolveBlock = async (ref: unknown): Promise<RpcBlock> => {
    const isHash = typeof ref === 'string' && /^0x[0-9a-fA-F]{64}$/.test(ref);
    const b = (await edr(isHash ? 'eth_getBlockByHash' : 'eth_getBlockByNumber', [ref ?? 'latest', false]).catch(
      (e: unknown) => {
        throw e instanceof RpcError ? new RpcError(-32602, `invalid argument 0: ${e.message}`) : e;
      },
    )) as RpcBlock | null;
    if (!b) throw new RpcError(-32000, 'header not found');
    return b;
  };

  const subnetOnly = (method: string): SubnetEvmGenesis => {
    if (!subnetGenesis) throw methodNotFound(method); // coreth has no such method
    return subnetGenesis;
  };

  const request = async (method: string, p: unknown[] = []): Promise<unknown> => {
    switch (method) {
      case 'eth_sendRawTransaction':
        wantAtMost(p, 1);
        return issueRawTx(hexBytesParam(p[0], 0));
      case 'eth_getRawTransactionByHash': {
        wantAtMost(p, 1);
        const h = hexBytesParam(p[0], 0);
        const stored = h.length === 66 ? store.rawTx(hexToBytes(h)) : undefined;
        return stored ? bytesToHex(stored) : (pendingRaw.get(h) ?? '0x');
      }
      case 'eth_getChainConfig':
        wantAtMost(p, 0);
        return subnetGenesis ? subnetEvmChainConfig(subnetGenesis) : corethChainConfig(opts.evmChainId);
      case 'eth_feeConfig': {
        const g = subnetOnly(method);
        wantAtMost(p, 1);
        await resolveBlock(p[0]);
        // The fee manager never changed the config on the devnet: genesis values, changed at block 0.
        return { feeConfig: { ...g.feeConfig }, lastChangedAt: 0 };
      }
      case 'eth_getActiveRulesAt': {
        const g = subnetOnly(method);
        wantAtMost(p, 1);
        return subnetEvmRulesAt(g, optionalUint64Param(p[0], 0) ?? head.timestamp);
      }
      case 'eth_getActivePrecompilesAt': {
        const g = subnetOnly(method);
        wantAtMost(p, 1);
        return activePrecompilesJson(g, optionalUint64Param(p[0], 0) ?? head.timestamp);
      }
      case 'debug_traceTransaction': {
        // EDR re-executes the tx on its own state (replayed on restart), giving geth's tracer shapes.
        if (opts.debugTracer === false) throw methodNotFound(method);
        wantAtMost(p, 2);
        const h = hexBytesParam(p[0], 0);
        if (h.length !== 66)
          throw invalidParams(
            'invalid argument 0: hex string has length ' + (h.length - 2) + ', want 64 for common.Hash',
          );
        if (p[1] !== undefined && p[1] !== null && (typeof p[1] !== 'object' || Array.isArray(p[1])))
          throw invalidParams(
            'invalid argument 1: json: cannot unmarshal non-object into Go value of type tracers.TraceConfig',
          );
        if (!(await edr('eth_getTransactionReceipt', [h]))) throw new RpcError(-32000, 'transaction not found');
        try {
          return await edr(method, p[1] ? [h, p[1]] : [h]);
        } catch (e) {
          throw gethError(e, method, opts.evmChainId);
        }
      }
      case 'eth_baseFee':
        // coreth only: the base fee of the next block.
        if (opts.flavor !== 'coreth') throw methodNotFound(method);
        wantAtMost(p, 0);
        return hexQ(nextFee());
      case 'eth_syncing':
        wantAtMost(p, 0);
        return false;
      case 'eth_accounts':
        wantAtMost(p, 0);
        return [];
      case 'net_listening':
        wantAtMost(p, 0);
        return true;
      case 'net_peerCount':
        wantAtMost(p, 0);
        return '0x0';
      case 'warp_getMessage':
      case 'warp_getMessageSignature':
      case 'warp_getMessageAggregateSignature':
      case 'warp_getBlockSignature':
      case 'warp_getBlockAggregateSignature': {
        // The devnet's chains send no warp messages and keep no BLS key: every id is unknown, in
        // the node's words (coreth warp/service.go).
        const block = method.startsWith('warp_getBlock');
        wantAtMost(p, method.endsWith('AggregateSignature') ? 3 : 1);
        const id = warpIdParam(p[0], 0);
        if (icm && (method === 'warp_getMessage' || method === 'warp_getMessageSignature'))
          return icm.warpRpc(edr, method, id);
        if (block) throw new RpcError(-32000, `failed to get signature for block ${id} with error not found`);
        throw new RpcError(-32000, `failed to get message ${id} with error not found`);
      }
      default:
        if (!FORWARDED.has(method)) throw methodNotFound(method);
        try {
          const result = await edr(method, p);
          return method === 'eth_getBlockByNumber' || method === 'eth_getBlockByHash' ? withExtData(result) : result;
        } catch (e) {
          throw gethError(e, method, opts.evmChainId);
        }
    }
  };

  const activity: EvmActivityHooks = {
    evmChainId: opts.evmChainId,
    request,
    nextBaseFee: () => nextFee(),
  };

  const handle: ChainHandle = {
    alias: 'C',
    chainID: opts.blockchainID,
    async issueTx(bytes) {
      try {
        return hexToBytes(await issueRawTx(bytes));
      } catch (e) {
        throw e instanceof RpcError ? new NodeError(e.message) : e;
      }
    },
  };

  return {
    flavor: opts.flavor,
    name: opts.name,
    blockchainID: opts.blockchainID,
    evmChainId: opts.evmChainId,
    handleRpc: (body) => serveGethRpc(body, request),
    issueRawTx,
    blockNumber: () => head.number,
    activity,
    ...(coreth
      ? {
          atomic: {
            issue: issueAtomicTx,
            accepted: (txID: Uint8Array) => atomicStore?.get(txID),
            processing: (txID: Uint8Array) => pendingAtomic.find((e) => bytesEqual(e.txID, txID))?.bytes,
            nextBaseFee: () => nextFee(),
          },
        }
      : {}),
    handle,
  };
}

const utxoKey = (c: { txID: Uint8Array; outputIndex: number }): string =>
  Buffer.from(utxoIdBytes(c.txID, c.outputIndex)).toString('hex');
