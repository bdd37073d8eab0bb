// The history store: what the chain follower (lib/follower) learns from every accepted block of X, P
// and C, kept so pages can list an address's txs, an asset's holders, a node's staking and token
// transfers without a node that indexes them. The follower is its only writer (one instance leads);
// pages read it. Amounts are bigint in memory and exact decimal text in the store.
import type { FollowedChain, HistoryChain } from '@/lib/store/history/chain-keys';
import type { IcmEventWrite, IcmReads } from './icm-records';

/** Where one chain's follower is: what it wrote last, and what it saw of the chain. */
export interface ChainCursor {
  chain: FollowedChain;
  /** 'index': the node's index API (index.getContainerRange); 'height': block by height. */
  source: 'index' | 'height';
  /** The first height this follower indexed (0, or SNOWLINE_FOLLOW_FROM). */
  startHeight: number;
  /** The next block height to index. */
  nextHeight: number;
  /** With source 'index': the index position of that block. */
  nextIndex: number | null;
  /** Time of the last block indexed (ms), null before the first. */
  indexedTimeMs: number | null;
  /** The chain's last accepted height when last seen, and when (ms). */
  tipHeight: number | null;
  tipAtMs: number | null;
  /** Blocks and txs per second over the last minute of work (0 when idle). */
  blocksPerSec: number;
  txsPerSec: number;
  /** Txs written in all. */
  txs: number;
  updatedMs: number;
  /** The last error the follower met on this chain, until it recovers. */
  error: string | null;
  /**
   * Which chain this history was read from: the node's network id and the chain's blockchain id, and
   * the id of the last block written. A node that is another network or chain, or whose block at that
   * height differs (it was reset), is refused. Null in a store from before they were kept.
   */
  networkID: number | null;
  blockchainID: string | null;
  lastBlockID: string | null;
}

/** A UTXO as the history keeps it: who may spend it, of what, how much (0 for mint rights). */
export interface UtxoRecord {
  /** txID (32 bytes) ‖ output index (u32 big-endian). */
  id: Uint8Array;
  /** The chain it is spendable on (an export's destination). */
  chain: HistoryChain;
  asset: string;
  amount: bigint;
  /** Holder key: an address (`local1…`, `0x…`) or an owner set (`2/3:local1a,local1b,local1c`). */
  holder: string;
}

/** One address's part in a tx: its net change per asset (outputs to it minus inputs from it). */
export interface AddressLink {
  address: string;
  deltas: Map<string, bigint>;
}

export interface TokenTransferWrite {
  token: string;
  kind: TokenWrite['kind'];
  logIndex: number;
  /** Position inside an ERC-1155 TransferBatch log (0 otherwise). */
  batchIndex: number;
  from: string;
  to: string;
  /** ERC-20 and ERC-1155: the amount; ERC-721: the token id (as the transfers' value column always kept). */
  value: bigint;
  /** ERC-721 and ERC-1155: the token id; null for ERC-20. */
  tokenId: bigint | null;
  /** Units moved: the amount (1 for ERC-721). */
  amount: bigint;
}

export interface TokenWrite {
  address: string;
  kind: 'erc20' | 'erc721' | 'erc1155';
  name: string | null;
  symbol: string | null;
  decimals: number | null;
}

/** A staking tx whose end (RewardValidatorTx, RewardAutoRenewedValidatorTx) returns stake and pays rewards. */
export interface StakerRecord {
  txID: string;
  nodeID: string;
  role: StakingRole;
  /** Addresses rewards go to. */
  rewardAddresses: string[];
  /** The stake, returned as UTXOs at the end: index offset is the tx's base output count. */
  stake: { asset: string; amount: bigint; holder: string }[];
  outputCount: number;
  weight: bigint;
  startSec: number;
  endSec: number;
}

export type StakingRole =
  | 'validator'
  | 'delegator'
  | 'subnet-validator'
  | 'reward'
  /** Helicon: an auto-renewed validator's config changed (SetAutoRenewedValidatorConfigTx). */
  | 'auto-renew-config'
  | 'l1-validator'
  | 'l1-weight'
  | 'l1-balance'
  | 'l1-disable'
  | 'removed';

export interface TxWrite {
  id: string;
  /** Position in its block. */
  pos: number;
  type: string;
  /** AVAX burned, in nAVAX (X, P, C atomic) or wei (C EVM txs). */
  fee: bigint;
  addresses: AddressLink[];
  /** Every asset the tx moves (asset page listings). */
  assets: string[];
  /** UTXOs the tx creates and spends, in the tx's order; spends carry what the follower resolved. */
  creates: UtxoRecord[];
  spends: UtxoRecord[];
  /** EVM balances of assets other than AVAX (multi-coin, atomic imports and exports on C). */
  evmDeltas: { holder: string; asset: string; delta: bigint }[];
  staking: { nodeID: string; role: StakingRole; amount: bigint }[];
  staker?: StakerRecord;
  validations: { validationID: string; nodeID: string }[];
  tokenTransfers: TokenTransferWrite[];
  /** The contract an EVM creation tx deployed (its sender the creator). */
  created?: { address: string; creator: string };
  /** ICM and Warp events of an EVM tx's logs. */
  icm?: IcmEventWrite[];
  /** An import's UTXOs taken from another chain's shared memory (ids), whether or not their owners are known. */
  imports?: Uint8Array[];
  /** A CreateAssetTx: the asset (its id is the tx's) by name and symbol, for search. */
  createdAsset?: { name: string; symbol: string; denomination: number };
}

/** Who deployed a contract, and in which tx (top-level creations: those a receipt names). */
export interface ContractRow {
  /** The contract's key as tokens are keyed (an L1's prefixed by its chain id). */
  address: string;
  creator: string;
  txHash: string;
  height: number;
  timeMs: number;
}

export interface BlockWrite {
  height: number;
  id: string;
  timeMs: number;
  txs: TxWrite[];
  /** The block's txs from the first one the codec could not read (lib/codec/undecoded.ts), when there was one. */
  undecoded?: UndecodedWrite;
}

/**
 * Why txs were left unread: a type id the codec does not register, other bytes it cannot read, or a
 * block whose own header it cannot read. The label of the follower's metric, so a short fixed set.
 */
export type UndecodedKind = 'unknown_type' | 'unreadable' | 'block';

/** A block's txs the follower could not read: recorded, counted and shown on /status, never retried. */
export interface UndecodedWrite {
  kind: UndecodedKind;
  /** Position of the first tx not read. */
  pos: number;
  /** Txs the block says are left from there; null when not known. */
  count: number | null;
  typeID: number | null;
  reason: string;
  /** The tx's id, when the bytes left were exactly one tx. */
  txID: string | null;
}

/** Per chain: how many blocks had txs left unread, and the last of them. */
export interface UndecodedSummary {
  chain: FollowedChain;
  blocks: number;
  last: UndecodedWrite & { height: number; blockID: string; timeMs: number };
}

/** One transaction: a run of consecutive blocks of a chain, and the cursor after them. */
export interface BlockBatch {
  chain: FollowedChain;
  /** The cursor's nextHeight this batch continues from: a write that does not match is refused. */
  fromHeight: number;
  blocks: BlockWrite[];
  cursor: Omit<ChainCursor, 'chain' | 'txs' | 'error' | 'networkID' | 'blockchainID' | 'lastBlockID'>;
  tokens: TokenWrite[];
}

/** Position of a row in newest-first listings, and the page cursor after it. */
export interface RowKey {
  timeMs: number;
  chain: FollowedChain;
  height: number;
  pos: number;
}

export interface AddressTxRow extends RowKey {
  txID: string;
  type: string;
  /** Net change of the address per asset, exact decimal text (negative for what it spent). */
  deltas: { asset: string; amount: string }[];
}

export interface AddressTxQuery {
  address: string;
  chain?: FollowedChain;
  asset?: string;
  type?: string;
  /** Rows strictly older than this key (the next page). */
  before?: RowKey;
  limit: number;
}

interface Page<T> {
  rows: T[];
  /** The key to ask the next page with; null on the last page. */
  next: RowKey | null;
}

export interface AssetTxRow extends RowKey {
  txID: string;
  type: string;
}

export interface BalanceRow {
  holder: string;
  chain: FollowedChain;
  asset: string;
  amount: bigint;
}

/** Where a page of an asset's holders ends: its last row (largest balances first, then holder, chain). */
export interface HolderKey {
  amount: bigint;
  holder: string;
  chain: string;
}

/** Where a page of an address's balances ends: its last row (by holder, chain, asset). */
export interface BalanceKey {
  holder: string;
  chain: string;
  asset: string;
}

interface HolderPage {
  rows: BalanceRow[];
  /** The next page's cursor (its last row), null on the last page. */
  next: HolderKey | null;
  /** Holders with a non-zero balance, and the sum of all their balances. */
  holders: number;
  total: bigint;
}

export interface StakingRow extends RowKey {
  txID: string;
  type: string;
  role: StakingRole;
  amount: bigint;
}

export interface TokenInfo extends TokenWrite {
  transfers: number;
  holders: number;
}

export interface TokenTransferRow {
  token: string;
  txHash: string;
  height: number;
  logIndex: number;
  batchIndex: number;
  /** ERC-721 and ERC-1155 (null for ERC-20, and for rows written before ids were kept). */
  tokenId: bigint | null;
  timeMs: number;
  from: string;
  to: string;
  value: bigint;
}

export interface TokenBalanceRow {
  token: string;
  holder: string;
  amount: bigint;
}

/** Cursor of token transfer listings: strictly before (height, logIndex). */
export interface TransferKey {
  height: number;
  logIndex: number;
  /** Within an ERC-1155 batch (0 otherwise). */
  batchIndex: number;
}

/** Where a page of a chain's tokens starts: after this token (busiest first, then by key). */
export interface TokenListKey {
  transfers: number;
  address: string;
}

/** An ERC-1155 holder's balance of one id. */
export interface TokenIdBalanceRow {
  token: string;
  tokenId: bigint;
  holder: string;
  amount: bigint;
}

interface DailyChainStat {
  /** UTC day, as ms at its start. */
  dayMs: number;
  chain: FollowedChain;
  txs: number;
  /** AVAX burned in fees, nAVAX. */
  feesNavax: bigint;
}

interface DailyActive {
  dayMs: number;
  addresses: number;
}

export interface AssetNameRow {
  id: string;
  name: string;
  symbol: string;
  denomination: number;
}

/**
 * One exported UTXO and the import that spent it. Either side may be missing: the export's while its
 * chain is indexed behind the importer's, the import's while it waits in shared memory.
 */
export interface AtomicOutputRow {
  exportChain: HistoryChain | null;
  exportTx: string | null;
  exportTimeMs: number | null;
  /** The chain whose shared memory holds it (the importer's). */
  destChain: HistoryChain | null;
  outIndex: number | null;
  asset: string | null;
  amount: string | null;
  holder: string | null;
  importChain: HistoryChain | null;
  importTx: string | null;
  importTimeMs: number | null;
}

/** Where a tx sits: its block (height and id) and the block's time. */
export interface TxPlace {
  height: number;
  blockID: string;
  timeMs: number;
}

interface AddressSummary {
  txs: number;
  firstMs: number;
  lastMs: number;
}

export interface HistoryStore extends IcmReads {
  // The follower's side.
  cursors(): Promise<ChainCursor[]>;
  /** Starts a chain's cursor where the follower begins (no-op when it exists). */
  startCursor(c: Omit<ChainCursor, 'txs' | 'error' | 'updatedMs' | 'lastBlockID'>, nowMs: number): Promise<void>;
  /** Records the network and chain of a cursor started before they were kept (no-op once set). */
  identifyCursor(chain: FollowedChain, networkID: number, blockchainID: string): Promise<void>;
  /** Writes a batch of blocks and the cursor in one transaction; false when the cursor moved on (another writer). */
  writeBlocks(batch: BlockBatch, nowMs: number): Promise<boolean>;
  /**
   * Empties the history so the follower starts again from its configured height (an operator's action
   * when the store was written against another chain). With `keepAside`, first copies it whole (SQLite:
   * a history-<time>.sqlite file beside it; PostgreSQL: a snowline_history_<time> schema) and says where.
   */
  startAfresh(keepAside: boolean, nowMs: number): Promise<{ keptAs: string | null }>;
  /** Records the tip seen (null: unchanged) and the follower's error (null: none), without blocks. */
  noteTip(chain: FollowedChain, tipHeight: number | null, nowMs: number, error: string | null): Promise<void>;
  /** Unspent UTXOs (and those seen spent before they were created) by id. */
  utxos(ids: readonly Uint8Array[]): Promise<Map<string, UtxoRecord>>;
  stakers(txIDs: readonly string[]): Promise<Map<string, StakerRecord>>;
  validations(ids: readonly string[]): Promise<Map<string, string>>;
  tokens(addresses: readonly string[]): Promise<Map<string, TokenInfo>>;

  // Pages.
  addressTxs(q: AddressTxQuery): Promise<Page<AddressTxRow>>;
  addressSummary(address: string): Promise<AddressSummary | null>;
  /** The block and time of an indexed tx; null when the follower has not read it. */
  txPlace(chain: FollowedChain, txID: string): Promise<TxPlace | null>;
  /**
   * Balances held by the address alone, and by owner sets it is part of, by holder, chain and asset,
   * after `after` (keyset: a whale's thousands page like anyone's few).
   */
  addressBalances(
    address: string,
    after: BalanceKey | undefined,
    limit: number,
  ): Promise<{ rows: BalanceRow[]; next: BalanceKey | null }>;
  assetTxs(asset: string, before: RowKey | undefined, limit: number): Promise<Page<AssetTxRow>>;
  /** A page of holders after `after` (keyset: each page costs its own rows, however deep). */
  assetHolders(asset: string, after: HolderKey | undefined, limit: number): Promise<HolderPage>;
  nodeStaking(nodeID: string, before: RowKey | undefined, limit: number): Promise<Page<StakingRow>>;
  tokenTransfers(
    q: { token?: string; address?: string; before?: TransferKey },
    limit: number,
  ): Promise<{ rows: TokenTransferRow[]; next: TransferKey | null }>;
  /** A token's holders, largest first, after `after` (the last row of the page before). */
  tokenHolders(
    token: string,
    after: TokenHolderKey | undefined,
    limit: number,
  ): Promise<{ rows: TokenBalanceRow[]; next: TokenHolderKey | null }>;
  /** An address's token balances by token key, after the token `after` (keyset). */
  addressTokens(
    address: string,
    after: string | undefined,
    limit: number,
  ): Promise<{ rows: TokenBalanceRow[]; next: string | null }>;
  /** X assets whose symbol or name is `text` or starts with it (any case): search by name. */
  findAssets(text: string, limit: number): Promise<AssetNameRow[]>;
  /** The exported UTXOs these txs created or imported, each with both sides as far as they are indexed. */
  atomicOutputs(txIDs: readonly string[]): Promise<AtomicOutputRow[]>;
  /** Exports to the address (alone or in an owner set) not imported yet, newest first. */
  waitingExports(address: string, limit: number): Promise<AtomicOutputRow[]>;
  /** Tokens whose symbol or name is `text` or starts with it (any case): search by name. */
  findTokens(text: string, limit: number): Promise<TokenInfo[]>;
  /** Who created the contract keyed `address`, and in which tx; null when the follower did not see it. */
  contract(address: string): Promise<ContractRow | null>;
  /** A chain's tokens, most transfers first, after `after` (keyset). */
  tokenList(
    chain: FollowedChain,
    after: TokenListKey | undefined,
    limit: number,
  ): Promise<{ rows: TokenInfo[]; next: TokenListKey | null }>;
  /** ERC-1155 balances per id: of a token (optionally one id), or of a holder (all tokens). */
  tokenIdBalances(
    q: { token?: string; tokenId?: bigint; holder?: string },
    limit: number,
  ): Promise<TokenIdBalanceRow[]>;
  dailyStats(): Promise<{ chains: DailyChainStat[]; active: DailyActive[] }>;
  /** The chains with blocks whose txs were left undecoded (for /status). */
  undecoded(): Promise<UndecodedSummary[]>;
}

/** Where a page of a token's holders starts: after this balance, then this holder. */
export interface TokenHolderKey {
  amount: bigint;
  holder: string;
}

/** A UTXO id's key in maps: hex of its 36 bytes. */
export const utxoKey = (id: Uint8Array): string => Buffer.from(id).toString('hex');

/** Listing page sizes pages and the API may ask for. */
const MAX_PAGE = 100;
export const pageLimit = (n: number | undefined, fallback = 25): number =>
  Math.max(1, Math.min(MAX_PAGE, Number.isFinite(n) ? Math.floor(n as number) : fallback));
