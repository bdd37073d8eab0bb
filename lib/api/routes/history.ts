// /api/history/*: what the follower wrote, as the store's records travel (amounts as decimal text).
// With SNOWLINE_FOLLOW=off every read answers `{ following: false }`.
import type { AssetMeta } from '@/lib/explorer/assets';
import type { FollowedChain } from '@/lib/store/history/chain-keys';
import type { WritePolicy } from '@/lib/monitor/access';
import type {
  AddressTxRow,
  AtomicOutputRow,
  AssetTxRow,
  BalanceRow,
  ChainCursor,
  HistoryStore,
  StakingRow,
  ContractRow,
  TokenBalanceRow,
  TokenIdBalanceRow,
  TokenInfo,
  TokenTransferRow,
  UndecodedSummary,
} from '@/lib/store/history/records';
import { defineRoute } from '../define';

/** The answer of every history read when this server does not follow the chain. */
export interface HistoryOff {
  following: false;
}

/** How far each chain is indexed, for "indexed to height N of M" beside every listing. */
export interface ChainProgress {
  /** X, P, C, or an L1 EVM chain's blockchain id. */
  chain: FollowedChain;
  source: ChainCursor['source'];
  startHeight: number;
  /** The last height written; startHeight - 1 before the first block. */
  indexedHeight: number;
  tipHeight: number | null;
  txs: number;
  txsPerSec: number;
  blocksPerSec: number;
  /** Seconds until the tip at the current rate; 0 at the tip, null when idle behind it. */
  etaSec: number | null;
  error: string | null;
  /** The follower refuses this store: it holds another chain's history (lib/store/history/foreign.ts). */
  foreign: boolean;
  updatedMs: number;
}

type Following<T> = { following: true; chains: ChainProgress[] } & T;

export type AddressReply = Following<{
  address: string;
  assets: Record<string, AssetMeta>;
  rows: AddressTxRow[];
  /** The next page's cursor (`?before=`), null on the last. */
  next: string | null;
  summary: Awaited<ReturnType<HistoryStore['addressSummary']>>;
  /** A page of the address's balances (its own and its owner sets'), by holder, chain and asset. */
  balances: BalanceRow[];
  /** The next page of balances (`?balances_after=`), null on the last. */
  balancesNext: string | null;
  /** Both sides of the page's exports and imports. */
  atomic: AtomicOutputRow[];
  /** Exports to this address not imported yet (first page only). */
  waiting: AtomicOutputRow[];
}>;

export type AssetReply = Following<{
  assets: Record<string, AssetMeta>;
  txs: AssetTxRow[];
  next: string | null;
  holders: BalanceRow[];
  /** The next page of holders (`?holders_after=`), null on the last. */
  holdersNext: string | null;
  holderCount: number;
  total: bigint;
}>;

export type StakingReply = Following<{ rows: StakingRow[]; next: string | null }>;

export type TokensReply = Following<{
  transfers: TokenTransferRow[];
  next: string | null;
  holders: TokenBalanceRow[];
  /** The next page of the token's holders (`?holders_after=`), null on the last. */
  holdersNext: string | null;
  /** A page of the address's token balances, by token key. */
  balances: TokenBalanceRow[];
  /** The next page of the address's token balances (`?balances_after=`, the last token shown), null on the last. */
  balancesNext: string | null;
  /** ERC-1155 balances per id: of the token (or one `token_id`), or of the address. */
  ids: TokenIdBalanceRow[];
  tokens: Record<string, TokenInfo>;
}>;

/** A contract's creator and creation tx, and its token (standard, name, symbol) where it is one. */
export type ContractReply = Following<{ contract: ContractRow | null; token: TokenInfo | null }>;

/** A chain's tokens, most transfers first. */
export type TokenListReply = Following<{
  chain: FollowedChain;
  rows: TokenInfo[];
  /** The next page's cursor (`?after=`), null on the last. */
  next: string | null;
}>;

/** The span of the daily charts: whole UTC days. */
export type StatsRange = '7d' | '30d' | 'all';

export type DailyReply = Following<{
  range: StatsRange;
  days: Awaited<ReturnType<HistoryStore['dailyStats']>>['chains'];
  active: Awaited<ReturnType<HistoryStore['dailyStats']>>['active'];
}>;

export type StatusReply = Following<{
  /** Chains with blocks whose txs the follower could not decode (and moved past). */
  undecoded: UndecodedSummary[];
}>;

/** Filters of an address's txs; `format=csv` answers a CSV file instead (see addressCsvUrl). */
export interface AddressQuery {
  [k: string]: string | number | undefined;
  chain?: string;
  asset?: string;
  type?: string;
  before?: string;
  /** The page of balances: after this one (`<chain>.<asset>.<holder>`). */
  balances_after?: string;
  limit?: number;
}

type Paged = { before?: string; limit?: number };
/**
 * `format=csv` answers the list as a CSV file; `list` names another list the route exports, where it has
 * one (`holders`: the holders instead of the txs; `balances`: an address's token balances instead of its transfers).
 */
type AsCsv<List extends string = never> = { format?: 'csv'; list?: List };

export const historyRoutes = {
  'history.status': defineRoute<{ reply: StatusReply | HistoryOff }>()('GET', '/api/history/status'),
  'history.stats': defineRoute<{ query: { range?: StatsRange }; reply: DailyReply | HistoryOff }>()(
    'GET',
    '/api/history/stats',
  ),
  'history.address': defineRoute<{ query: AddressQuery; reply: AddressReply | HistoryOff }>()(
    'GET',
    '/api/history/address/[address]',
  ),
  'history.asset': defineRoute<{
    query: Paged & AsCsv<'holders'> & { holders_after?: string };
    reply: AssetReply | HistoryOff;
  }>()('GET', '/api/history/asset/[asset]'),
  'history.node': defineRoute<{ query: Paged & AsCsv; reply: StakingReply | HistoryOff }>()(
    'GET',
    '/api/history/node/[nodeId]',
  ),
  'history.tokens': defineRoute<{
    query: Paged &
      AsCsv<'holders' | 'balances'> & {
        token?: string;
        address?: string;
        holders_after?: string;
        balances_after?: string;
        token_id?: string;
      };
    reply: TokensReply | HistoryOff;
  }>()('GET', '/api/history/tokens'),
  /** A contract's creator and token facts (`?chain=C` or an L1 blockchain id). */
  'history.contract': defineRoute<{ query: { chain?: string }; reply: ContractReply | HistoryOff }>()(
    'GET',
    '/api/history/contract/[address]',
  ),
  /** A chain's tokens list (`?chain=C` or an L1 blockchain id), paged by `?after=`; `format=csv` from there on. */
  'history.tokenList': defineRoute<{
    query: { chain?: string; after?: string; limit?: number; format?: 'csv' };
    reply: TokenListReply | HistoryOff;
  }>()('GET', '/api/history/token-list'),
  /** Whether the caller may start a fresh index (the page's button). */
  'history.startAfreshPolicy': defineRoute<{ reply: { policy: WritePolicy } }>()('GET', '/api/history/start-afresh'),
  'history.startAfresh': defineRoute<{
    body: { keepAside: boolean };
    reply: { started: true; keptAs: string | null };
  }>()('POST', '/api/history/start-afresh'),
} as const;
