'use client';
// The history views' queries on /api/history (declared in lib/api/routes/history.ts): listings are
// polled so new txs show within one follower poll and this, and keep the last page while the next loads.
import type { ApiName, ApiWire } from '@/lib/api';
import { apiUrl, type ApiArgs } from '@/lib/api/fetch';
import type { AddressQuery, HistoryOff, StatsRange } from '@/lib/api/routes/history';
import { useApiQuery } from '@/lib/hooks/use-api-query';

export type { HistoryOff };
/** A history route's answer while the server follows the chain, as the browser receives it. */
type Following<N extends ApiName> = Exclude<ApiWire<N>, HistoryOff>;
export type AddressReply = Following<'history.address'>;
export type AssetReply = Following<'history.asset'>;
export type StakingReply = Following<'history.node'>;
export type TokensReply = Following<'history.tokens'>;
export type DailyReply = Following<'history.stats'>;
export type ChainProgress = AddressReply['chains'][number];
export type TokenInfo = TokensReply['tokens'][string];

const HISTORY_POLL_MS = 2_000;

export type AddressFilter = Pick<AddressQuery, 'chain' | 'asset' | 'type' | 'before'>;

/** The whole filtered history as CSV, from the newest tx on. */
export const addressCsvUrl = (address: string, f: AddressFilter) =>
  apiUrl('history.address', { params: { address }, query: { ...f, before: undefined, format: 'csv' } });

const useListing = <N extends 'history.address' | 'history.asset' | 'history.node' | 'history.tokens'>(
  name: N,
  args: ApiArgs<N>,
) => useApiQuery(name, args, { pollMs: HISTORY_POLL_MS, keepPrevious: true });

/** An address's page of txs (`f`) and its page of balances (after `balancesAfter`), each by its own cursor. */
export const useAddressHistory = (address: string, f: AddressFilter, balancesAfter?: string) =>
  useListing('history.address', { params: { address }, query: { ...f, balances_after: balancesAfter } });

export const useAssetHistory = (asset: string, before: string | undefined, holdersAfter?: string) =>
  useListing('history.asset', { params: { asset }, query: { before, holders_after: holdersAfter } });

export const useNodeStaking = (nodeId: string, before: string | undefined) =>
  useListing('history.node', { params: { nodeId }, query: { before } });

export const useTokens = (query: {
  token?: string;
  address?: string;
  before?: string;
  holders_after?: string;
  balances_after?: string;
}) => useListing('history.tokens', { query });

/** Daily stats of the last 7 or 30 days, or all of them: only that range is sent. */
export const useDailyStats = (range: StatsRange) =>
  useApiQuery('history.stats', { query: { range } }, { pollMs: 30_000, keepPrevious: true });

/** The CSV of an asset's txs or holders (from the top). */
export const assetCsvUrl = (asset: string, list: 'txs' | 'holders') =>
  apiUrl('history.asset', {
    params: { asset },
    query: { format: 'csv', list: list === 'holders' ? list : undefined },
  });

/** The CSV of a node's staking txs. */
export const stakingCsvUrl = (nodeId: string) =>
  apiUrl('history.node', { params: { nodeId }, query: { format: 'csv' } });

/** The CSV of token transfers (of a token, an address, or both), a token's holders or an address's balances. */
export const tokensCsvUrl = (q: { token?: string; address?: string }, list: 'transfers' | 'holders' | 'balances') =>
  apiUrl('history.tokens', { query: { ...q, format: 'csv', list: list === 'transfers' ? undefined : list } });

export const useHistoryStatus = () => useApiQuery('history.status', {}, { pollMs: HISTORY_POLL_MS });
