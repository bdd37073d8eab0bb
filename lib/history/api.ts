// The history HTTP API behind app/api/history/*: an address's txs (JSON or CSV), an asset's txs and
// holders, a node's staking txs, token transfers and holders, daily stats and the follower's
// progress. Route files only forward here (through lib/history/instance.ts). With SNOWLINE_FOLLOW=off
// every reply says so ({ following: false }) and the pages keep to what the node alone gives.
import type { ApiName } from '@/lib/api';
import { problem, reply } from '@/lib/api/reply';
import type { ChainProgress } from '@/lib/api/routes/history';
import type { AssetMeta } from '@/lib/explorer/assets';
import {
  pageLimit,
  type AddressTxRow,
  type AssetTxRow,
  type BalanceRow,
  type ChainCursor,
  type HistoryStore,
  type HolderKey,
  type RowKey,
  type StakingRow,
  type TokenBalanceRow,
  type TokenHolderKey,
  type TokenInfo,
  type TokenListKey,
  type TokenTransferRow,
  type TransferKey,
} from '@/lib/store/history/records';
import { EVM_INTERNAL_ASSET } from '@/lib/store/history/evm-internal';
import {
  HISTORY_CHAINS,
  isFollowedChain,
  isL1Chain,
  splitTokenKey,
  tokenKey,
  type FollowedChain,
} from '@/lib/store/history/chain-keys';
import { HistoryReadError } from '@/lib/store/history/sqlite-read-pool';
import { historyKey } from './address-key';
import { isForeignHistoryError } from '@/lib/store/history/foreign';
import { ADDRESS_TXS_CSV_HEADER, addressTxCsvLines } from './csv';
import { csvResponse, csvStream, type CsvList } from './csv-stream';
import { isUptimeRange, rangeStart } from '@/lib/monitor/uptime-series';

const DAY_MS = 86_400_000;
import {
  balanceKeyText,
  holderKeyText,
  parseBalanceKey,
  parseHolderKey,
  parseRowKey,
  parseTransferKey,
  rowKeyText,
  transferKeyText,
} from './row-key';
import { parseTokenHolderKey, parseTokenListKey, tokenHolderKeyText, tokenListKeyText } from './token-holder-key';

export interface HistoryApiDeps {
  /** Whether this server follows the chain (throws the reason when the setting is bad). */
  following(): boolean;
  history(): Promise<HistoryStore>;
  /** Names and denominations of X assets (unknown ones come back as such, never as an error). */
  describeAssets(ids: readonly string[]): Promise<Record<string, AssetMeta>>;
}

type Describe = HistoryApiDeps['describeAssets'];

/** C-Chain EVM balances and values are AVAX in wei (18 decimals); other assets are X asset ids. */
const EVM_AVAX: AssetMeta = { id: 'evm', name: 'Avalanche', symbol: 'AVAX', denomination: 18, known: true };
/** The same coin moved by internal calls (an address row's `evm-internal` change). */
const EVM_AVAX_INTERNAL: AssetMeta = { ...EVM_AVAX, id: EVM_INTERNAL_ASSET, name: 'Avalanche (internal)' };

async function assetMetas(describe: Describe, ids: Iterable<string>): Promise<Record<string, AssetMeta>> {
  const x = [...new Set(ids)].filter((id) => id !== 'evm' && id !== EVM_INTERNAL_ASSET);
  return { evm: EVM_AVAX, [EVM_INTERNAL_ASSET]: EVM_AVAX_INTERNAL, ...(x.length ? await describe(x) : {}) };
}

function progressOf(c: ChainCursor): ChainProgress {
  const indexedHeight = c.nextHeight - 1;
  const left = c.tipHeight === null ? 0 : Math.max(0, c.tipHeight - indexedHeight);
  return {
    chain: c.chain,
    source: c.source,
    startHeight: c.startHeight,
    indexedHeight,
    tipHeight: c.tipHeight,
    txs: c.txs,
    txsPerSec: c.txsPerSec,
    blocksPerSec: c.blocksPerSec,
    etaSec: left === 0 ? 0 : c.blocksPerSec > 0 ? Math.ceil(left / c.blocksPerSec) : null,
    error: c.error,
    foreign: isForeignHistoryError(c.error),
    updatedMs: c.updatedMs,
  };
}

/** X, P and C first, then the L1 chains the follower indexes. */
async function progress(h: HistoryStore): Promise<ChainProgress[]> {
  const cursors = await h.cursors();
  const primary = HISTORY_CHAINS.flatMap((c) => {
    const cur = cursors.find((x) => x.chain === c);
    return cur ? [progressOf(cur)] : [];
  });
  return [...primary, ...cursors.filter((c) => isL1Chain(c.chain)).map(progressOf)];
}

/** A keyset-paged list, as its CSV streams it; its pages' rows go into replies as they are. */
type PagedList<R, K> = Omit<CsvList<R, K>, 'read'> & {
  read: (cursor: K | undefined, limit: number) => Promise<{ rows: R[]; next: K | null }>;
};

/** One page of a keyset-paged list from its cursor, the next page's cursor as text, and the follower's progress. */
async function listPage<R, K>(h: HistoryStore, url: URL, list: PagedList<R, K>, keyText: (k: K) => string) {
  const [page, chains] = await Promise.all([list.read(list.from, limitParam(url)), progress(h)]);
  return { following: true as const, rows: page.rows, next: page.next ? keyText(page.next) : null, chains };
}

/** X, P, C or an L1 chain id (a chain the store has no rows of simply lists none). */
function chainParam(url: URL): FollowedChain | undefined | null {
  const c = url.searchParams.get('chain');
  if (!c) return undefined;
  return isFollowedChain(c) ? c : null;
}

function beforeParam(url: URL): RowKey | undefined | null {
  const b = url.searchParams.get('before');
  return b ? parseRowKey(b) : undefined;
}

const limitParam = (url: URL) => pageLimit(Number(url.searchParams.get('limit') ?? undefined));

/** An address's txs as CSV lines: one per tx and asset it moved. */
const addressTxsCsvList = (
  h: HistoryStore,
  q: Omit<Parameters<HistoryStore['addressTxs']>[0], 'limit'>,
): CsvList<AddressTxRow, RowKey> => ({
  header: ADDRESS_TXS_CSV_HEADER,
  lines: addressTxCsvLines,
  read: (before, limit) => h.addressTxs({ ...q, before, limit }),
  from: q.before,
  resume: (next) => `before=${rowKeyText(next)}`,
});

/** Exports still waiting for their import that an address's first page lists. */
const WAITING_SHOWN = 25;

/** An address's page of txs (or its CSV from the cursor on), as the route answers it. */
export async function addressTxsReply(h: HistoryStore, rawAddress: string, url: URL, describe: Describe) {
  const address = historyKey(rawAddress);
  if (!address) return problem(400, 'not an X, P, C or 0x address');
  const chain = chainParam(url);
  const before = beforeParam(url);
  if (chain === null) return problem(400, 'chain must be X, P, C or an L1 chain id');
  if (before === null) return problem(400, 'before is not a page cursor');
  const ba = url.searchParams.get('balances_after');
  const balancesAfter = ba ? parseBalanceKey(ba) : undefined;
  if (balancesAfter === null) return problem(400, 'balances_after is not a balances cursor');
  const asset = url.searchParams.get('asset') || undefined;
  const type = url.searchParams.get('type') || undefined;
  if (url.searchParams.get('format') === 'csv') {
    return csvResponse(csvStream(addressTxsCsvList(h, { address, chain, asset, type, before })), `${address}-txs.csv`);
  }
  const [page, summary, balances, chains, waiting] = await Promise.all([
    h.addressTxs({ address, chain, asset, type, before, limit: limitParam(url) }),
    h.addressSummary(address),
    h.addressBalances(address, balancesAfter, limitParam(url)),
    progress(h),
    // On the first page only: what was sent to this address and still waits in shared memory.
    before ? Promise.resolve([]) : h.waitingExports(address, WAITING_SHOWN),
  ]);
  // Both sides of the page's atomic txs: an export's imports, an import's exports.
  const atomicTxs = page.rows.filter((r) => r.type === 'ExportTx' || r.type === 'ImportTx').map((r) => r.txID);
  const atomic = await h.atomicOutputs(atomicTxs);
  const assets = await assetMetas(describe, [
    ...balances.rows.map((b) => b.asset),
    ...page.rows.flatMap((r) => r.deltas.map((d) => d.asset)),
    ...waiting.flatMap((w) => (w.asset ? [w.asset] : [])),
    ...(asset ? [asset] : []),
  ]);
  return reply('history.address', {
    following: true,
    address,
    assets,
    rows: page.rows,
    next: page.next ? rowKeyText(page.next) : null,
    summary,
    balances: balances.rows,
    balancesNext: balances.next ? balanceKeyText(balances.next) : null,
    chains,
    atomic,
    waiting,
  });
}

export function historyApi(deps: HistoryApiDeps) {
  type Reader = (h: HistoryStore, url: URL) => Promise<Response>;
  type HistoryRead = Extract<
    ApiName,
    `history.${'status' | 'stats' | 'address' | 'asset' | 'node' | 'tokens' | 'contract' | 'tokenList'}`
  >;

  /**
   * Runs a read on the store, or says the follower is off, or that the store does not answer. A store's
   * own error (a PostgreSQL host and user, an SQLite file's path) goes to the server's log only.
   */
  async function withHistory(route: HistoryRead, req: Request, read: Reader): Promise<Response> {
    let following: boolean;
    try {
      following = deps.following();
    } catch (e) {
      console.error(`[snowline history] misconfigured: ${(e as Error).message}`);
      return problem(500, 'the history follower is misconfigured (see the server log)');
    }
    if (!following) return reply(route, { following: false });
    let h: HistoryStore;
    try {
      h = await deps.history();
      return await read(h, new URL(req.url));
    } catch (e) {
      // Busy or too slow: the reason is the reader's own words (no paths, no SQL), with when to retry.
      if (e instanceof HistoryReadError) {
        const r = problem(503, e.message);
        r.headers.set('retry-after', String(e.retryAfterSec));
        return r;
      }
      console.error(`[snowline history] store error: ${(e as Error).message}`);
      return problem(503, 'the history store does not answer (see the server log)');
    }
  }

  return {
    status: (req: Request) =>
      withHistory('history.status', req, async (h) => {
        const [chains, undecoded] = await Promise.all([progress(h), h.undecoded()]);
        return reply('history.status', { following: true, chains, undecoded });
      }),

    addressTxs: (req: Request, rawAddress: string) =>
      withHistory('history.address', req, (h, url) => addressTxsReply(h, rawAddress, url, deps.describeAssets)),

    assetHistory: (req: Request, asset: string) =>
      withHistory('history.asset', req, async (h, url) => {
        const before = beforeParam(url);
        if (before === null) return problem(400, 'before is not a page cursor');
        const limit = limitParam(url);
        // Holders page on from the last one shown: a deep page costs what the first does.
        if (url.searchParams.has('offset')) return problem(400, 'offset is not taken: page with holders_after');
        const afterText = url.searchParams.get('holders_after');
        const after = afterText ? parseHolderKey(afterText) : undefined;
        if (after === null) return problem(400, 'holders_after is not a holders cursor');
        if (url.searchParams.get('format') === 'csv') {
          const holders = url.searchParams.get('list') === 'holders';
          return csvResponse(
            holders
              ? csvStream<BalanceRow, HolderKey>({
                  header: ['holder', 'chain', 'asset', 'amount'],
                  lines: (r) => [[r.holder, r.chain, r.asset, r.amount]],
                  read: async (a, n) => h.assetHolders(asset, a, n),
                  from: after,
                  resume: (k) => `holders_after=${holderKeyText(k)}`,
                })
              : csvStream<AssetTxRow, RowKey>({
                  header: ['time_utc', 'chain', 'height', 'tx_id', 'type'],
                  lines: (r) => [[new Date(r.timeMs).toISOString(), r.chain, r.height, r.txID, r.type]],
                  read: (b, n) => h.assetTxs(asset, b, n),
                  from: before,
                  resume: (k) => `before=${rowKeyText(k)}`,
                }),
            `${asset}-${holders ? 'holders' : 'txs'}.csv`,
          );
        }
        const [txs, holders, chains, assets] = await Promise.all([
          h.assetTxs(asset, before, limit),
          h.assetHolders(asset, after, limit),
          progress(h),
          assetMetas(deps.describeAssets, [asset]),
        ]);
        return reply('history.asset', {
          following: true,
          assets,
          txs: txs.rows,
          next: txs.next ? rowKeyText(txs.next) : null,
          holders: holders.rows,
          holdersNext: holders.next ? holderKeyText(holders.next) : null,
          holderCount: holders.holders,
          total: holders.total,
          chains,
        });
      }),

    nodeStaking: (req: Request, nodeID: string) =>
      withHistory('history.node', req, async (h, url) => {
        const before = beforeParam(url);
        if (before === null) return problem(400, 'before is not a page cursor');
        const list: PagedList<StakingRow, RowKey> = {
          header: ['time_utc', 'height', 'tx_id', 'type', 'role', 'amount_navax'],
          lines: (r) => [[new Date(r.timeMs).toISOString(), r.height, r.txID, r.type, r.role, r.amount]],
          read: (b, n) => h.nodeStaking(nodeID, b, n),
          from: before,
          resume: (k) => `before=${rowKeyText(k)}`,
        };
        if (url.searchParams.get('format') === 'csv') return csvResponse(csvStream(list), `${nodeID}-staking.csv`);
        return reply('history.node', await listPage(h, url, list, rowKeyText));
      }),

    tokens: (req: Request) =>
      withHistory('history.tokens', req, async (h, url) => {
        const rawToken = url.searchParams.get('token') || undefined;
        const key = rawToken ? splitTokenKey(rawToken) : undefined;
        if (key === null) return problem(400, 'token must be 0x<address> or <L1 chain id>:0x<address>');
        const token = key ? tokenKey(key.chain, key.address) : undefined;
        const address = url.searchParams.get('address')?.toLowerCase() || undefined;
        const b = url.searchParams.get('before');
        const before = b ? parseTransferKey(b) : undefined;
        if (before === null) return problem(400, 'before is not a page cursor');
        const ha = url.searchParams.get('holders_after');
        const holdersAfter = ha ? parseTokenHolderKey(ha) : undefined;
        if (holdersAfter === null) return problem(400, 'holders_after is not a page cursor');
        // An address's token balances page on from the last token shown (its key).
        const balancesAfter = url.searchParams.get('balances_after') || undefined;
        if (balancesAfter !== undefined && !splitTokenKey(balancesAfter)) {
          return problem(400, 'balances_after is not a page cursor');
        }
        if (url.searchParams.get('format') === 'csv') {
          if (url.searchParams.get('list') === 'holders') {
            if (!token) return problem(400, 'holders are listed per token: give token');
            return csvResponse(
              csvStream<TokenBalanceRow, TokenHolderKey>({
                header: ['token', 'holder', 'amount'],
                lines: (r) => [[r.token, r.holder, r.amount]],
                read: (a, n) => h.tokenHolders(token, a, n),
                from: holdersAfter,
                resume: (k) => `holders_after=${tokenHolderKeyText(k)}`,
              }),
              `${token}-holders.csv`,
            );
          }
          if (url.searchParams.get('list') === 'balances') {
            if (!address) return problem(400, 'balances are listed per address: give address');
            // Page by page like every export, each page's tokens named by their facts.
            type Named = TokenBalanceRow & { info: TokenInfo | undefined };
            return csvResponse(
              csvStream<Named, string>({
                header: ['token', 'symbol', 'name', 'kind', 'decimals', 'holder', 'amount'],
                lines: ({ info: i, ...r }) => [
                  [r.token, i?.symbol ?? '', i?.name ?? '', i?.kind ?? '', i?.decimals ?? '', r.holder, r.amount],
                ],
                read: async (after, n) => {
                  const page = await h.addressTokens(address, after, n);
                  const infos = await h.tokens(page.rows.map((r) => r.token));
                  return { rows: page.rows.map((r) => ({ ...r, info: infos.get(r.token) })), next: page.next };
                },
                from: balancesAfter,
                resume: (k) => `balances_after=${k}`,
              }),
              `${address}-token-balances.csv`,
            );
          }
          return csvResponse(
            csvStream<TokenTransferRow, TransferKey>({
              header: ['time_utc', 'height', 'log_index', 'tx_hash', 'token', 'from', 'to', 'value', 'token_id'],
              lines: (r) => [
                [
                  new Date(r.timeMs).toISOString(),
                  r.height,
                  r.logIndex,
                  r.txHash,
                  r.token,
                  r.from,
                  r.to,
                  r.value,
                  r.tokenId ?? '',
                ],
              ],
              read: (b, n) => h.tokenTransfers({ token, address, before: b }, n),
              from: before,
              resume: (k) => `before=${transferKeyText(k)}`,
            }),
            `${token ?? address ?? 'token'}-transfers.csv`,
          );
        }
        const limit = limitParam(url);
        const rawId = url.searchParams.get('token_id') || undefined;
        if (rawId !== undefined && !/^\d{1,78}$/.test(rawId)) return problem(400, 'token_id must be a decimal id');
        const tokenId = rawId === undefined ? undefined : BigInt(rawId);
        const [transfers, holders, held, ids, chains] = await Promise.all([
          h.tokenTransfers({ token, address, before }, limit),
          token ? h.tokenHolders(token, holdersAfter, limit) : Promise.resolve({ rows: [], next: null }),
          address ? h.addressTokens(address, balancesAfter, limit) : Promise.resolve({ rows: [], next: null }),
          // ERC-1155 balances per id: the token's (or one id's) holders, or the address's ids.
          token || address ? h.tokenIdBalances({ token, tokenId, holder: address }, limit) : Promise.resolve([]),
          progress(h),
        ]);
        const named = new Set([...transfers.rows.map((r) => r.token), ...held.rows.map((r) => r.token)]);
        if (token) named.add(token);
        const infos = await h.tokens([...named]);
        return reply('history.tokens', {
          following: true,
          transfers: transfers.rows,
          next: transfers.next ? transferKeyText(transfers.next) : null,
          holders: holders.rows,
          holdersNext: holders.next ? tokenHolderKeyText(holders.next) : null,
          balances: held.rows,
          balancesNext: held.next,
          ids,
          tokens: Object.fromEntries(infos),
          chains,
        });
      }),

    contract: (req: Request, rawAddress: string) =>
      withHistory('history.contract', req, async (h, url) => {
        const chain = url.searchParams.get('chain') || 'C';
        if (chain === 'X' || chain === 'P' || !isFollowedChain(chain)) {
          return problem(400, 'chain must be C or an L1 EVM chain id');
        }
        if (!/^0x[0-9a-fA-F]{40}$/.test(rawAddress)) return problem(400, 'address must be 0x and 40 hex digits');
        const key = tokenKey(chain, rawAddress.toLowerCase());
        const [contract, tokens, chains] = await Promise.all([h.contract(key), h.tokens([key]), progress(h)]);
        return reply('history.contract', { following: true, contract, token: tokens.get(key) ?? null, chains });
      }),

    tokenList: (req: Request) =>
      withHistory('history.tokenList', req, async (h, url) => {
        const chain = url.searchParams.get('chain') || 'C';
        if (chain === 'X' || chain === 'P' || !isFollowedChain(chain)) {
          return problem(400, 'chain must be C or an L1 EVM chain id');
        }
        const a = url.searchParams.get('after');
        const after = a ? parseTokenListKey(a) : undefined;
        if (after === null) return problem(400, 'after is not a page cursor');
        const list: PagedList<TokenInfo, TokenListKey> = {
          header: ['chain', 'token', 'standard', 'name', 'symbol', 'decimals', 'holders', 'transfers'],
          lines: (t) => [
            [
              chain,
              splitTokenKey(t.address)?.address ?? t.address,
              t.kind,
              t.name ?? '',
              t.symbol ?? '',
              t.decimals ?? '',
              t.holders,
              t.transfers,
            ],
          ],
          read: (a, n) => h.tokenList(chain, a, n),
          from: after,
          resume: (k) => `after=${tokenListKeyText(k)}`,
        };
        if (url.searchParams.get('format') === 'csv') return csvResponse(csvStream(list), `${chain}-tokens.csv`);
        return reply('history.tokenList', { chain, ...(await listPage(h, url, list, tokenListKeyText)) });
      }),

    dailyStats: (req: Request) =>
      withHistory('history.stats', req, async (h, url) => {
        const range = url.searchParams.get('range') ?? 'all';
        if (!isUptimeRange(range)) return problem(400, 'range must be 7d, 30d or all');
        // Whole UTC days: "7d" is today and the 6 days before it.
        const from = range === 'all' ? 0 : Math.floor(rangeStart(range, Date.now()) / DAY_MS + 1) * DAY_MS;
        const [stats, chains] = await Promise.all([h.dailyStats(), progress(h)]);
        return reply('history.stats', {
          following: true,
          range,
          days: stats.chains.filter((d) => d.dayMs >= from),
          active: stats.active.filter((d) => d.dayMs >= from),
          chains,
        });
      }),
  };
}
