'use client';
// Browser side of /api/history: typed fetches and their query hooks. Amounts arrive as decimal text.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AssetMeta } from '@/lib/explorer/assets';
import type { ChainProgress } from '@/lib/history/api';
import type { AtomicOutputRow, TokenTransferRow, UndecodedSummary } from '@/lib/store/history/records';
import type { FollowedChain } from '@/lib/history/chain-keys';

export type { ChainProgress };

export interface Off {
  following: false;
}
interface TxRow {
  timeMs: number;
  chain: FollowedChain;
  height: number;
  pos: number;
  txID: string;
  type: string;
  deltas?: { asset: string; amount: string }[];
}
interface BalanceRow {
  holder: string;
  chain: FollowedChain;
  asset: string;
  amount: string;
}
export interface AddressReply {
  following: true;
  address: string;
  assets: Record<string, AssetMeta>;
  rows: TxRow[];
  next: string | null;
  summary: { txs: number; firstMs: number; lastMs: number } | null;
  balances: BalanceRow[];
  chains: ChainProgress[];
  /** Both sides of the page's exports and imports. */
  atomic: AtomicOutputRow[];
  /** Exports to this address not imported yet (first page only). */
  waiting: AtomicOutputRow[];
}
export interface AssetReply {
  following: true;
  assets: Record<string, AssetMeta>;
  txs: TxRow[];
  next: string | null;
  holders: BalanceRow[];
  /** The next page of holders (`?holders_after=`), null on the last. */
  holdersNext: string | null;
  holderCount: number;
  total: string;
  chains: ChainProgress[];
}
export interface StakingReply {
  following: true;
  rows: (TxRow & { role: string; amount: string })[];
  next: string | null;
  chains: ChainProgress[];
}
/** A transfer as the API sends it: the store's row, its value as decimal text. */
type TokenTransfer = Omit<TokenTransferRow, 'value'> & { value: string };
export interface TokenInfo {
  address: string;
  kind: 'erc20' | 'erc721';
  name: string | null;
  symbol: string | null;
  decimals: number | null;
  transfers: number;
  holders: number;
}
export interface TokensReply {
  following: true;
  transfers: TokenTransfer[];
  next: string | null;
  holders: { token: string; holder: string; amount: string }[];
  /** The next page of the token's holders (?holders_after=), null on the last. */
  holdersNext: string | null;
  balances: { token: string; holder: string; amount: string }[];
  tokens: Record<string, TokenInfo>;
  chains: ChainProgress[];
}
export interface DailyReply {
  following: true;
  chains: ChainProgress[];
  active: { dayMs: number; addresses: number }[];
  days: { dayMs: number; chain: FollowedChain; txs: number; feesNavax: string }[];
}
export interface StatusReply {
  following: true;
  chains: ChainProgress[];
  /** Chains with blocks whose txs the follower could not decode (and moved past). */
  undecoded?: UndecodedSummary[];
}

async function get<T>(path: string, signal?: AbortSignal): Promise<T | Off> {
  const res = await fetch(path, { cache: 'no-store', signal });
  const body = (await res.json().catch(() => ({}))) as (T | Off) & { error?: string };
  if (!res.ok) throw new Error(body.error ?? `HTTP ${res.status}`);
  return body;
}

const qs = (q: Record<string, string | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : '';
};

/** How often history views refresh: new txs show within one follower poll and this. */
const HISTORY_POLL_MS = 2_000;

export interface AddressFilter {
  chain?: string;
  asset?: string;
  type?: string;
  before?: string;
}

export const addressCsvUrl = (address: string, f: AddressFilter) =>
  `/api/history/address/${encodeURIComponent(address)}${qs({ ...f, before: undefined, format: 'csv' })}`;

/** The CSV of an asset's txs or holders (from the top). */
export const assetCsvUrl = (asset: string, list: 'txs' | 'holders') =>
  `/api/history/asset/${encodeURIComponent(asset)}${qs({ format: 'csv', list: list === 'holders' ? list : undefined })}`;

/** The CSV of a node's staking txs. */
export const stakingCsvUrl = (nodeID: string) => `/api/history/node/${encodeURIComponent(nodeID)}?format=csv`;

/** The CSV of token transfers (of a token, an address, or both) or of a token's holders. */
export const tokensCsvUrl = (q: { token?: string; address?: string }, list: 'transfers' | 'holders') =>
  `/api/history/tokens${qs({ ...q, format: 'csv', list: list === 'holders' ? list : undefined })}`;

/** A listing of the history at `url` (its key: the URL, which holds every parameter), polled; the last page stays shown while the next loads. */
function useHistoryListing<T>(url: string) {
  return useQuery({
    queryKey: ['history', url],
    queryFn: ({ signal }) => get<T>(url, signal),
    refetchInterval: HISTORY_POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export const useAddressHistory = (address: string, f: AddressFilter) =>
  useHistoryListing<AddressReply>(`/api/history/address/${encodeURIComponent(address)}${qs({ ...f })}`);

export const useAssetHistory = (asset: string, before: string | undefined, holdersAfter?: string) =>
  useHistoryListing<AssetReply>(
    `/api/history/asset/${encodeURIComponent(asset)}${qs({ before, holders_after: holdersAfter })}`,
  );

export const useNodeStaking = (nodeID: string, before: string | undefined) =>
  useHistoryListing<StakingReply>(`/api/history/node/${encodeURIComponent(nodeID)}${qs({ before })}`);

export const useTokens = (q: { token?: string; address?: string; before?: string; holders_after?: string }) =>
  useHistoryListing<TokensReply>(`/api/history/tokens${qs(q)}`);

/** Daily stats of the last 7 or 30 days, or all of them: only that range is sent. */
export function useDailyStats(range: '7d' | '30d' | 'all') {
  return useQuery({
    queryKey: ['history', 'stats', range],
    queryFn: ({ signal }) => get<DailyReply>(`/api/history/stats?range=${range}`, signal),
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useHistoryStatus() {
  return useQuery({
    queryKey: ['history', 'status'],
    queryFn: ({ signal }) => get<StatusReply>('/api/history/status', signal),
    refetchInterval: HISTORY_POLL_MS,
  });
}
