// The history HTTP API behind app/api/history/*: an address's txs (JSON or CSV), an asset's txs and
// holders, a node's staking txs, token transfers and holders, daily stats and the follower's
// progress. Route files only forward here (through lib/history/instance.ts). With SNOWLINE_FOLLOW=off
// every reply says so ({ following: false }) and the pages keep to what the node alone gives.
import type { ApiName } from '@/lib/api';
import { problem, reply } from '@/lib/api/reply';
import type { ChainProgress } from '@/lib/api/routes/history';
import type { AssetMeta } from '@/lib/explorer/assets';
import { pageLimit, type ChainCursor, type HistoryStore, type RowKey } from '@/lib/store/history/records';
import {
  HISTORY_CHAINS,
  isFollowedChain,
  isL1Chain,
  splitTokenKey,
  tokenKey,
  type FollowedChain,
} from '@/lib/store/history/chain-keys';
import { historyKey } from './address-key';
import { isForeignHistoryError } from './foreign';
import { addressTxsCsv } from './csv';
import { holderKeyText, parseHolderKey, parseRowKey, parseTransferKey, rowKeyText, transferKeyText } from './row-key';
import { parseTokenHolderKey, tokenHolderKeyText } from './token-holder-key';

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

async function assetMetas(describe: Describe, ids: Iterable<string>): Promise<Record<string, AssetMeta>> {
  const x = [...new Set(ids)].filter((id) => id !== 'evm');
  return { evm: EVM_AVAX, ...(x.length ? await describe(x) : {}) };
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

/** Most txs one CSV export holds; past it the file ends with a line saying where to go on from. */
const CSV_MAX_ROWS = 10_000;
/** Txs read per query while a CSV streams: one short read, then the event loop serves others. */
const CSV_PAGE = 200;

/**
 * An address's txs as CSV, streamed: one page is read only when the client has taken the last, so
 * one export holds at most a page in memory and never runs more than one short query at a time.
 */
function addressTxsCsvStream(
  h: HistoryStore,
  q: Omit<Parameters<HistoryStore['addressTxs']>[0], 'limit'>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next: RowKey | undefined = q.before;
  let sent = 0;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const page = await h.addressTxs({ ...q, before: next, limit: Math.min(CSV_PAGE, CSV_MAX_ROWS - sent) });
        sent += page.rows.length;
        next = page.next ?? undefined;
        const csv = addressTxsCsv(page.rows);
        // The header once, at the top.
        controller.enqueue(encoder.encode(started ? csv.slice(csv.indexOf('\n') + 1) : csv));
        started = true;
        if (!next) controller.close();
        else if (sent >= CSV_MAX_ROWS) {
          controller.enqueue(encoder.encode(`# more: export again with before=${rowKeyText(next)}\n`));
          controller.close();
        }
      },
    },
    { highWaterMark: 0 },
  );
}

/** An address's page of txs (or its CSV from the cursor on), as the route answers it. */
export async function addressTxsReply(h: HistoryStore, rawAddress: string, url: URL, describe: Describe) {
  const address = historyKey(rawAddress);
  if (!address) return problem(400, 'not an X, P, C or 0x address');
  const chain = chainParam(url);
  const before = beforeParam(url);
  if (chain === null) return problem(400, 'chain must be X, P, C or an L1 chain id');
  if (before === null) return problem(400, 'before is not a page cursor');
  const asset = url.searchParams.get('asset') || undefined;
  const type = url.searchParams.get('type') || undefined;
  if (url.searchParams.get('format') === 'csv') {
    return new Response(addressTxsCsvStream(h, { address, chain, asset, type, before }), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${address}-txs.csv"`,
        'cache-control': 'no-store',
      },
    });
  }
  const [page, summary, balances, chains] = await Promise.all([
    h.addressTxs({ address, chain, asset, type, before, limit: limitParam(url) }),
    h.addressSummary(address),
    h.addressBalances(address),
    progress(h),
  ]);
  const assets = await assetMetas(describe, [
    ...balances.map((b) => b.asset),
    ...page.rows.flatMap((r) => r.deltas.map((d) => d.asset)),
    ...(asset ? [asset] : []),
  ]);
  return reply('history.address', {
    following: true,
    address,
    assets,
    rows: page.rows,
    next: page.next ? rowKeyText(page.next) : null,
    summary,
    balances,
    chains,
  });
}

export function historyApi(deps: HistoryApiDeps) {
  type Reader = (h: HistoryStore, url: URL) => Promise<Response>;
  type HistoryRead = Extract<ApiName, `history.${'status' | 'stats' | 'address' | 'asset' | 'node' | 'tokens'}`>;

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
        const [page, chains] = await Promise.all([h.nodeStaking(nodeID, before, limitParam(url)), progress(h)]);
        return reply('history.node', {
          following: true,
          rows: page.rows,
          next: page.next ? rowKeyText(page.next) : null,
          chains,
        });
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
        const limit = limitParam(url);
        const [transfers, holders, held, chains] = await Promise.all([
          h.tokenTransfers({ token, address, before }, limit),
          token ? h.tokenHolders(token, holdersAfter, limit) : Promise.resolve({ rows: [], next: null }),
          address ? h.addressTokens(address) : Promise.resolve([]),
          progress(h),
        ]);
        const named = new Set([...transfers.rows.map((r) => r.token), ...held.map((r) => r.token)]);
        if (token) named.add(token);
        const infos = await h.tokens([...named]);
        return reply('history.tokens', {
          following: true,
          transfers: transfers.rows,
          next: transfers.next ? transferKeyText(transfers.next) : null,
          holders: holders.rows,
          holdersNext: holders.next ? tokenHolderKeyText(holders.next) : null,
          balances: held,
          tokens: Object.fromEntries(infos),
          chains,
        });
      }),

    dailyStats: (req: Request) =>
      withHistory('history.stats', req, async (h) => {
        const [stats, chains] = await Promise.all([h.dailyStats(), progress(h)]);
        return reply('history.stats', { following: true, days: stats.chains, active: stats.active, chains });
      }),
  };
}
