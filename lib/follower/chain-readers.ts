// One reader per chain: reads the next blocks from the node (read) and turns them into what the store
// writes (derive): decoded txs, the owners of what they spend, staking ends with their stake and
// rewards, L1 validations, token metadata. Reading is split from deriving so the follower can read the
// next blocks while it writes the last ones.
import { decodePvmUtxo, idToString, splitAvmBlock, splitPvmBlock } from '@/lib/codec';
import { P_CHAIN_ID } from '@/lib/registry/paths';
import {
  type BlockWrite,
  type ChainCursor,
  type HistoryStore,
  type StakerRecord,
  type TokenWrite,
} from '@/lib/store/history/records';
import { tokenKey, type FollowedChain } from '@/lib/store/history/chain-keys';
import {
  blockIDAt,
  evmPath,
  heightSource,
  indexSource,
  readEvmBlocks,
  type EvmBlockWithReceipts,
  type RawBlock,
  type UtxoBlockSource,
} from './block-sources';
import { decodeCBlock } from './c-chain';
import { icmEventsOf } from './icm-logs';
import { utxoId, utxoRecord, type ChainContext } from './chain-context';
import { traceReader, type TraceReader } from './internal-transfers';
import { EVM_INTERNAL, finishTx, type DecodedTx } from './movements';
import { nodeBytes, type NodeReader } from './node-reader';
import { decodePBlock, decodePTxBytes, isCommit, isProposal, stakerOf, type DecodedPBlock } from './p-chain';
import { readTokenMetadata } from './token-metadata';
import { splitInner } from './undecoded';
import { utxoOwners } from './utxo-owners';
import { decodeXBlock, decodeXTxBytes, xTx, type DecodedBlock } from './x-chain';
import { mapYielding } from './yielding';

export interface Derived {
  blocks: BlockWrite[];
  tokens: TokenWrite[];
  /** Where the cursor goes after these blocks. */
  nextHeight: number;
  nextIndex: number | null;
}

export interface ChainReader<Raw = unknown> {
  chain: FollowedChain;
  source: 'index' | 'height';
  /** Blocks after the cursor (none at the tip); `max` bounds how many. */
  read(cursor: ChainCursor, max: number): Promise<Raw>;
  /** How many blocks a read gave. */
  count(raw: Raw): number;
  derive(raw: Raw, cursor: ChainCursor): Promise<Derived>;
  /** Where a follower starting at `height` begins reading (its index position, for index sources). */
  startIndex(height: number): Promise<number | null>;
  /** The network and blockchain the reader reads, as the cursor records them. */
  identity: { networkID: number; blockchainID: string };
  /** The id of the node's block at `height`; null when its chain is not that high. */
  blockIDAt(height: number): Promise<string | null>;
}

interface ReaderDeps {
  ctx: ChainContext;
  store: HistoryStore;
  node: NodeReader;
  /** False: EVM txs are never traced (SNOWLINE_FOLLOW_TRACES=off); absent: traced where served. */
  traces?: boolean;
}

function finishBlocks(
  deps: ReaderDeps,
  decoded: DecodedBlock[],
  owners: Awaited<ReturnType<ReturnType<typeof utxoOwners>['resolve']>>,
): Promise<BlockWrite[]> {
  return mapYielding(decoded, (b) => ({
    height: b.height,
    id: b.id,
    timeMs: b.timeMs,
    txs: b.txs.map((tx) => finishTx(tx, owners, deps.ctx.facts.avaxAssetID)),
    ...(b.undecoded ? { undecoded: b.undecoded } : {}),
  }));
}

const allTxs = (blocks: DecodedBlock[]) => blocks.flatMap((b) => b.txs);

/** The height in a block's header, for finding it in the index (a block without one cannot be placed). */
function heightOf(split: (b: Uint8Array) => { header: { height: bigint } | null }) {
  return (bytes: Uint8Array): number => {
    const h = splitInner(bytes, split).split.header;
    if (!h) throw new Error('a block of the index has a header Snowline cannot read: start from another height');
    return Number(h.height);
  };
}

type UtxoRead = { blocks: RawBlock[]; nextIndex: number | null };

function nextOf(cursor: ChainCursor, blocks: { height: number }[], nextIndex: number | null, used: number) {
  const last = blocks[blocks.length - 1];
  return {
    nextHeight: last ? last.height + 1 : cursor.nextHeight,
    nextIndex: nextIndex === null ? null : (cursor.nextIndex ?? 0) + used,
  };
}

/** What every reader of `chain` says of where it reads. */
function whereOf(deps: ReaderDeps, chain: FollowedChain, blockchainID: string) {
  return {
    identity: { networkID: deps.ctx.facts.networkID, blockchainID },
    blockIDAt: (height: number) => blockIDAt(deps.node, chain, height),
  };
}

export function xReader(deps: ReaderDeps, source: UtxoBlockSource): ChainReader<UtxoRead> {
  const owners = utxoOwners(deps.ctx, deps.store, deps.node);
  return {
    chain: 'X',
    source: source.kind,
    ...whereOf(deps, 'X', deps.ctx.facts.xChainID),
    read: (cursor, max) => source.read({ height: cursor.nextHeight, index: cursor.nextIndex }, max),
    count: (raw) => raw.blocks.length,
    startIndex: async (height) => (source.kind === 'index' ? source.indexOf(height, heightOf(splitAvmBlock)) : null),
    derive: async (raw, cursor) => {
      // A block whose header cannot be read stands at the height after the one before it.
      let expected = { height: cursor.nextHeight, timeMs: cursor.indexedTimeMs ?? 0 };
      const decoded = await mapYielding(raw.blocks, (b) => {
        const d = decodeXBlock(deps.ctx, b.bytes, { ...expected, timeMs: b.acceptedMs ?? expected.timeMs });
        expected = { height: d.height + 1, timeMs: d.timeMs };
        return d;
      });
      const genesis = decoded[0];
      // The X-chain's genesis allocations are no block's txs: the AVAX asset's genesis tx stands in
      // block 0, so genesis UTXOs are credited and their first spends are attributed.
      if (genesis && genesis.height === 0 && genesis.txs.length === 0 && cursor.startHeight === 0) {
        const r = await deps.node.call<{ tx: string }>('/ext/bc/X', 'avm.getTx', {
          txID: deps.ctx.facts.avaxAssetID,
          encoding: 'hex',
        });
        const { tx, txID } = decodeXTxBytes(nodeBytes(r.tx));
        genesis.txs.push(xTx(deps.ctx, tx, txID, 0));
      }
      const found = await owners.resolve(allTxs(decoded));
      return {
        blocks: await finishBlocks(deps, decoded, found),
        tokens: [],
        ...nextOf(cursor, decoded, raw.nextIndex, decoded.length),
      };
    },
  };
}

export function pReader(deps: ReaderDeps, source: UtxoBlockSource): ChainReader<UtxoRead> {
  const owners = utxoOwners(deps.ctx, deps.store, deps.node);

  async function stakersOf(txIDs: Uint8Array[], local: Map<string, StakerRecord>) {
    const ids = txIDs.map(idToString).filter((id) => !local.has(id));
    const found = new Map([...local, ...(await deps.store.stakers(ids))]);
    // A staker that began before the follower did: read its tx from the node.
    for (const id of ids.filter((i) => !found.has(i))) {
      const r = await deps.node.call<{ tx: string }>('/ext/bc/P', 'platform.getTx', { txID: id, encoding: 'hex' });
      const { tx, txID } = decodePTxBytes(nodeBytes(r.tx));
      const s = stakerOf(deps.ctx, tx, txID);
      if (s) found.set(id, s);
    }
    return found;
  }

  /** A period as the node's copy of tx `txID` sets it, for the auto-renewed validator `stakerTxID`. */
  async function periodInTx(txID: string, stakerTxID: string): Promise<bigint | undefined> {
    const r = await deps.node.call<{ tx: string }>('/ext/bc/P', 'platform.getTx', { txID, encoding: 'hex' });
    const u = decodePTxBytes(nodeBytes(r.tx)).tx.unsigned;
    if (u.kind === 'AddAutoRenewedValidatorTx' && txID === stakerTxID) return u.period;
    if (u.kind === 'SetAutoRenewedValidatorConfigTx' && idToString(u.txID) === stakerTxID) return u.period;
    return undefined;
  }

  /**
   * The next period of auto-renewed validator `s` before this batch: from its latest config tx in
   * the history (newest first, back to the tx that added it), else from the tx that added it.
   */
  async function nextPeriodOf(s: StakerRecord): Promise<bigint> {
    let before: Parameters<HistoryStore['nodeStaking']>[1];
    for (let pages = 0; pages < 20; pages++) {
      const page = await deps.store.nodeStaking(s.nodeID, before, 100);
      for (const row of page.rows) {
        if (row.txID !== s.txID && row.type !== 'SetAutoRenewedValidatorConfigTx') continue;
        const period = await periodInTx(row.txID, s.txID);
        if (period !== undefined) return period;
      }
      if (!page.next) break;
      before = page.next;
    }
    return (await periodInTx(s.txID, s.txID)) ?? 0n;
  }

  async function rewardsOf(stakerTxID: string): Promise<{ utxos: ReturnType<typeof rewardUtxo>[] }> {
    const r = await deps.node.call<{ utxos: string[] }>('/ext/bc/P', 'platform.getRewardUTXOs', {
      txID: stakerTxID,
      encoding: 'hex',
    });
    return { utxos: r.utxos.map((hex) => rewardUtxo(nodeBytes(hex))) };
  }
  const rewardUtxo = (bytes: Uint8Array) => {
    const u = decodePvmUtxo(bytes);
    return utxoRecord(deps.ctx, u.txID, u.outputIndex, deps.ctx.idText(u.assetID), u.output, 'P');
  };

  return {
    chain: 'P',
    source: source.kind,
    ...whereOf(deps, 'P', P_CHAIN_ID),
    // Two at least: a proposal block is written with the block that decides it.
    read: (cursor, max) => source.read({ height: cursor.nextHeight, index: cursor.nextIndex }, Math.max(2, max)),
    count: (raw) => raw.blocks.length,
    startIndex: async (height) => (source.kind === 'index' ? source.indexOf(height, heightOf(splitPvmBlock)) : null),
    derive: async (raw, cursor) => {
      let time = cursor.indexedTimeMs ?? 0;
      let height = cursor.nextHeight;
      let decoded: DecodedPBlock[] = await mapYielding(raw.blocks, (b) => {
        const d = decodePBlock(deps.ctx, b.bytes, { height, timeMs: b.acceptedMs ?? time });
        time = d.timeMs;
        height = d.height + 1;
        return d;
      });
      // A proposal's outcome (commit or abort) is its next block: the two are written together.
      if (decoded.length > 0 && isProposal(decoded[decoded.length - 1]!.kind)) decoded = decoded.slice(0, -1);

      const localStakers = new Map<string, StakerRecord>();
      const localValidations = new Map<string, string>();
      // An auto-renewed validator's next cycle as the txs so far set it, by its staker tx id.
      const periods = new Map<string, bigint>();
      const rewardTxs: { tx: DecodedTx; committed: boolean; period: bigint | undefined }[] = [];
      const configTxs: DecodedTx[] = [];
      const l1Txs: DecodedTx[] = [];
      decoded.forEach((b, i) => {
        for (const tx of b.txs) {
          if (tx.staker) localStakers.set(tx.staker.txID, tx.staker);
          for (const v of tx.validations) localValidations.set(v.validationID, v.nodeID);
          const auto = tx.autoRenew;
          if (auto?.period !== undefined) periods.set(idToString(auto.stakerTxID), auto.period);
          if (auto?.kind === 'config') configTxs.push(tx);
          if (tx.rewardOf) {
            const committed = isCommit(decoded[i + 1]?.kind ?? 'BanffAbortBlock');
            rewardTxs.push({ tx, committed, period: periods.get(idToString(tx.rewardOf)) });
          }
          if (tx.l1Refs) l1Txs.push(tx);
        }
      });
      if (rewardTxs.length > 0 || configTxs.length > 0) {
        const stakers = await stakersOf(
          [...rewardTxs.map((r) => r.tx.rewardOf!), ...configTxs.map((t) => t.autoRenew!.stakerTxID)],
          localStakers,
        );
        for (const tx of configTxs) {
          const s = stakers.get(idToString(tx.autoRenew!.stakerTxID));
          if (s) tx.staking.push({ nodeID: s.nodeID, role: 'auto-renew-config', amount: 0n });
        }
        for (const { tx, committed, period } of rewardTxs) {
          const stakerTxID = idToString(tx.rewardOf!);
          const s = stakers.get(stakerTxID);
          if (!s) continue;
          const auto = tx.autoRenew !== undefined;
          // The stake comes back to its owners when the staking ends: always for a fixed staker
          // (rewarded or not), for an auto-renewed validator when it is not rewarded or its next
          // period is 0 (otherwise it starts another cycle with its stake).
          const leaves = !auto || !committed || (period ?? (await nextPeriodOf(s))) === 0n;
          if (leaves) {
            s.stake.forEach((o, i) =>
              tx.produced.push({ id: utxoId(tx.rewardOf!, s.outputCount + i), chain: 'P', ...o }),
            );
          }
          let reward = 0n;
          // A fixed staker's rewards are UTXOs of its staking tx, paid on commit; an auto-renewed
          // validator's are the reward tx's own, paid on either branch (abort pays what was restaked).
          if (committed || auto) {
            for (const u of (await rewardsOf(auto ? tx.id : stakerTxID)).utxos) {
              tx.produced.push(u);
              if (u.asset === deps.ctx.facts.avaxAssetID) reward += u.amount;
            }
          }
          tx.extra.push(...s.rewardAddresses);
          tx.staking.push({ nodeID: s.nodeID, role: 'reward', amount: reward });
        }
      }
      if (l1Txs.length > 0) {
        const ids = l1Txs.flatMap((t) => t.l1Refs!.map((r) => r.validationID));
        const stored = await deps.store.validations(ids.filter((id) => !localValidations.has(id)));
        for (const tx of l1Txs) {
          for (const ref of tx.l1Refs!) {
            const nodeID = localValidations.get(ref.validationID) ?? stored.get(ref.validationID);
            if (nodeID) tx.staking.push({ nodeID, role: ref.role, amount: ref.amount });
          }
        }
      }
      const found = await owners.resolve(allTxs(decoded));
      return {
        blocks: await finishBlocks(deps, decoded, found),
        tokens: [],
        ...nextOf(cursor, decoded, raw.nextIndex, decoded.length),
      };
    },
  };
}

/**
 * An EVM chain: the C-chain, or an L1's (`chain` is then its blockchain id). An L1's tokens are keyed
 * by chain and address (tokenKey), as the same address may be another contract there.
 */
export function evmReader(
  deps: ReaderDeps,
  chain: FollowedChain,
  blockchainID: string,
): ChainReader<EvmBlockWithReceipts[]> {
  const owners = utxoOwners(deps.ctx, deps.store, deps.node);
  const traces = deps.traces === false ? null : traceReader(deps.node);
  const keyOf = (address: string) => tokenKey(chain, address);
  return {
    chain,
    source: 'height',
    ...whereOf(deps, chain, blockchainID),
    read: (cursor, max) => readEvmBlocks(deps.node, chain, cursor.nextHeight, max),
    count: (raw) => raw.length,
    startIndex: async () => null,
    derive: async (raw, cursor) => {
      // Internal value transfers, where the node serves traces (read before decoding, which is sync).
      const moves: Awaited<ReturnType<TraceReader['movesOf']>>[] = [];
      for (const b of raw) moves.push((await traces?.movesOf(evmPath(chain), b.block.transactions, b.receipts)) ?? []);
      const decoded = await mapYielding(raw, (b, i) => {
        const d = decodeCBlock(deps.ctx, b.block, b.receipts);
        // EVM txs come first in the block's txs, in the receipts' order.
        b.receipts.forEach((r, pos) => {
          const icm = icmEventsOf(r.logs ?? [], blockchainID);
          if (icm.length > 0 && d.txs[pos]) d.txs[pos].icm = icm;
          for (const m of moves[i]?.[pos] ?? []) {
            d.txs[pos]!.evm.push(
              { address: m.from, asset: EVM_INTERNAL, amount: -m.value },
              { address: m.to, asset: EVM_INTERNAL, amount: m.value },
            );
          }
        });
        return d;
      });
      const kinds = new Map<string, TokenWrite['kind']>();
      for (const tx of allTxs(decoded)) {
        for (const [token, kind] of tx.tokenKinds ?? []) kinds.set(token, kind);
        if (chain !== 'C') {
          for (const t of tx.tokenTransfers) t.token = keyOf(t.token);
          tx.tokenKinds = tx.tokenKinds && new Map([...tx.tokenKinds].map(([token, kind]) => [keyOf(token), kind]));
        }
      }
      // A token's metadata is read once: when the store does not have the token yet.
      const stored = await deps.store.tokens([...kinds.keys()].map(keyOf));
      const tokens: TokenWrite[] = [];
      for (const [address, kind] of kinds) {
        if (stored.has(keyOf(address))) continue;
        const meta = await readTokenMetadata(deps.node, evmPath(chain), address, kind);
        tokens.push({ ...meta, address: keyOf(address) });
      }
      const found = await owners.resolve(allTxs(decoded));
      return {
        blocks: await finishBlocks(deps, decoded, found),
        tokens,
        ...nextOf(cursor, decoded, null, decoded.length),
      };
    },
  };
}

export function utxoSource(node: NodeReader, chain: 'X' | 'P', useIndex: boolean): UtxoBlockSource {
  return useIndex ? indexSource(node, chain) : heightSource(node, chain);
}
