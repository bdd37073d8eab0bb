// Issue 30: every history list exports CSV with its filters applied, paged through the store's own
// cursor (nothing skipped or repeated), its untrusted text escaped, and bounded like the address export.
import { expect, it } from 'vitest';
import type { HistoryStore, TokenBalanceRow, TokenHolderKey } from '@/lib/store/history/records';
import { historyApi } from './api';

const TOKEN = '0x' + 'ab'.repeat(20);
const HOLDER = (i: number) => '0x' + i.toString(16).padStart(40, '0');

const apiOn = (h: Partial<HistoryStore>) =>
  historyApi({ following: () => true, history: async () => h as HistoryStore, describeAssets: async () => ({}) });

const parse = (text: string) => text.trim().split('\n');

/** A store's page of token balances (by token key) after `after`, as its keyset read gives it. */
function pageOfTokens(all: TokenBalanceRow[], after: string | undefined, limit: number) {
  const rest = [...all]
    .sort((a, b) => (a.token < b.token ? -1 : 1))
    .filter((r) => after === undefined || r.token > after);
  const rows = rest.slice(0, limit);
  return { rows, next: rest.length > limit ? rows[rows.length - 1]!.token : null };
}

it('exports token transfers with the token and address filters the page has', async () => {
  const asked: unknown[] = [];
  const api = apiOn({
    tokenTransfers: async (q, limit) => {
      asked.push({ ...q, limit });
      return {
        rows: [
          {
            token: TOKEN,
            txHash: '0x' + '11'.repeat(32),
            height: 7,
            logIndex: 2,
            batchIndex: 0,
            tokenId: null,
            timeMs: Date.UTC(2025, 0, 2),
            from: '=HYPERLINK("http://evil")',
            to: HOLDER(1),
            value: 10n ** 30n,
          },
        ],
        next: null,
      };
    },
  });
  const res = await api.tokens(
    new Request(`http://app/api/history/tokens?format=csv&token=${TOKEN}&address=${HOLDER(1)}`),
  );
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(res.headers.get('content-disposition')).toContain('transfers.csv');
  const lines = parse(await res.text());
  expect(lines[0]).toBe('time_utc,height,log_index,tx_hash,token,from,to,value,token_id');
  expect(asked[0]).toMatchObject({ token: TOKEN, address: HOLDER(1) });
  // A formula start stays text; the exact value stays a number.
  expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  expect(lines[1]!.endsWith(`,${10n ** 30n},`)).toBe(true);
});

it('exports all of a token’s holders page after page, and stops at the bound with the cursor to go on from', async () => {
  const total = 10_500;
  const api = apiOn({
    tokenHolders: async (_token, after: TokenHolderKey | undefined, limit) => {
      const from = after ? total - Number(after.amount) + 1 : 0;
      const rows = [];
      for (let i = from; i < Math.min(total, from + limit); i++)
        rows.push({ token: TOKEN, holder: HOLDER(i), amount: BigInt(total - i) });
      const last = rows[rows.length - 1];
      return { rows, next: last && last.amount > 1n ? { amount: last.amount, holder: last.holder } : null };
    },
  });
  const lines = parse(
    await (await api.tokens(new Request(`http://app/x?format=csv&list=holders&token=${TOKEN}`))).text(),
  );
  expect(lines[0]).toBe('token,holder,amount');
  expect(lines[26]).toBe(`${TOKEN},${HOLDER(25)},${total - 25}`);
  const holders = lines.slice(1, -1).map((l) => l.split(',')[1]);
  expect(new Set(holders).size).toBe(10_000);
  expect(lines[lines.length - 1]).toMatch(/^# more: export again with holders_after=\S+/);
  // Holders are per token.
  expect((await api.tokens(new Request('http://app/x?format=csv&list=holders'))).status).toBe(400);
});

it('exports an asset’s holders and txs, and a node’s staking history', async () => {
  const api = apiOn({
    assetHolders: async () => ({
      rows: [{ holder: 'X-local1abc', chain: 'X', asset: 'A', amount: 5n }],
      next: null,
      holders: 1,
      total: 5n,
    }),
    assetTxs: async () => ({
      rows: [{ timeMs: 0, chain: 'X', height: 1, pos: 0, txID: 'tx-1', type: '@BaseTx' }],
      next: null,
    }),
    nodeStaking: async () => ({
      rows: [
        {
          timeMs: 0,
          chain: 'P',
          height: 3,
          pos: 0,
          txID: 'tx-3',
          type: 'AddValidatorTx',
          role: 'validator',
          amount: 2n,
        },
      ],
      next: null,
    }),
  });
  const asset = (q: string) => api.assetHistory(new Request(`http://app/x${q}`), 'A').then((r) => r.text());
  expect(parse(await asset('?format=csv&list=holders'))).toEqual(['holder,chain,asset,amount', 'X-local1abc,X,A,5']);
  expect(parse(await asset('?format=csv'))).toEqual([
    'time_utc,chain,height,tx_id,type',
    `${new Date(0).toISOString()},X,1,tx-1,'@BaseTx`,
  ]);
  const staking = await (await api.nodeStaking(new Request('http://app/x?format=csv'), 'NodeID-x')).text();
  expect(parse(staking)).toEqual([
    'time_utc,height,tx_id,type,role,amount_navax',
    `${new Date(0).toISOString()},3,tx-3,AddValidatorTx,validator,2`,
  ]);
});

it('sends the daily stats of the range asked: whole UTC days, today among them', async () => {
  const DAY = 86_400_000;
  const today = Math.floor(Date.now() / DAY) * DAY;
  const days = [today - 40 * DAY, today - 10 * DAY, today - 6 * DAY, today - 7 * DAY, today];
  const api = apiOn({
    dailyStats: async () => ({
      chains: days.map((dayMs) => ({ dayMs, chain: 'X' as const, txs: 1, feesNavax: 0n })),
      active: days.map((dayMs) => ({ dayMs, addresses: 1 })),
    }),
    cursors: async () => [],
  });
  const stats = async (q: string) => {
    const res = await api.dailyStats(new Request(`http://app/api/history/stats${q}`));
    return { status: res.status, body: (await res.json()) as { days: { dayMs: number }[]; active: unknown[] } };
  };
  const daysOf = async (q: string) => (await stats(q)).body.days.map((d) => (today - d.dayMs) / DAY);
  expect(await daysOf('?range=7d')).toEqual([6, 0]);
  expect(await daysOf('?range=30d')).toEqual([10, 6, 7, 0]);
  expect(await daysOf('?range=all')).toEqual([40, 10, 6, 7, 0]);
  expect(await daysOf('')).toHaveLength(5);
  expect((await stats('?range=7d')).body.active).toHaveLength(2);
  expect((await stats('?range=1y')).status).toBe(400);
});

it('exports a chain’s tokens list, busiest first, page after page from the cursor, names escaped', async () => {
  const asked: { chain: string; after: unknown }[] = [];
  const api = apiOn({
    tokenList: async (chain, after, limit) => {
      asked.push({ chain, after });
      // This fake's cursor carries the next row's index in `transfers`.
      const from = after ? after.transfers : 0;
      const rows = [];
      for (let i = from; i < Math.min(450, from + limit); i++)
        rows.push({
          address: HOLDER(i),
          kind: 'erc20' as const,
          name: i === 0 ? '=cmd|calc' : `Token ${i}`,
          symbol: `T${i}`,
          decimals: 18,
          holders: 3,
          transfers: 1000 - i,
        });
      const last = rows.at(-1);
      return { rows, next: from + limit < 450 && last ? { transfers: from + limit, address: last.address } : null };
    },
  });
  const res = await api.tokenList(new Request('http://app/api/history/token-list?chain=C&format=csv'));
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(res.headers.get('content-disposition')).toContain('C-tokens.csv');
  const lines = parse(await res.text());
  expect(lines[0]).toBe('chain,token,standard,name,symbol,decimals,holders,transfers');
  expect(lines).toHaveLength(451);
  expect(lines[1]).toBe(`C,${HOLDER(0)},erc20,'=cmd|calc,T0,18,3,1000`);
  expect(lines[450]!.split(',')[1]).toBe(HOLDER(449));
  expect(asked.length).toBeGreaterThan(1);
  expect(asked.every((a) => a.chain === 'C')).toBe(true);
});

it("exports an address's token balances, each named by its token, the names escaped", async () => {
  const asked: string[] = [];
  const api = apiOn({
    addressTokens: async (address, after, limit) => {
      asked.push(address);
      return pageOfTokens(
        [
          { token: TOKEN, holder: HOLDER(1), amount: 10n ** 30n },
          { token: `C2:${HOLDER(9)}`, holder: HOLDER(1), amount: 5n },
        ],
        after,
        limit,
      );
    },
    tokens: async (keys) =>
      new Map(
        keys
          .filter((k) => k === TOKEN)
          .map((k) => [
            k,
            {
              address: k,
              kind: 'erc20' as const,
              name: '=cmd|x',
              symbol: 'A,B',
              decimals: 18,
              transfers: 1,
              holders: 1,
            },
          ]),
      ),
  });
  const res = await api.tokens(
    new Request(`http://app/api/history/tokens?format=csv&list=balances&address=${HOLDER(1).toUpperCase()}`),
  );
  expect(res.headers.get('content-disposition')).toContain('token-balances.csv');
  expect(parse(await res.text())).toEqual([
    'token,symbol,name,kind,decimals,holder,amount',
    `${TOKEN},"A,B",'=cmd|x,erc20,18,${HOLDER(1)},${10n ** 30n}`,
    `C2:${HOLDER(9)},,,,,${HOLDER(1)},5`,
  ]);
  // The address asked is the page's, lower-cased.
  expect(asked).toEqual([HOLDER(1)]);
  const noAddress = await api.tokens(new Request('http://app/api/history/tokens?format=csv&list=balances'));
  expect(noAddress.status).toBe(400);
});

it("exports an address's token balances past one read, each once in token order, from the page's cursor", async () => {
  const held = Array.from({ length: 450 }, (_, i) => ({ token: HOLDER(1000 + i), holder: HOLDER(1), amount: 1n }));
  const named: number[] = [];
  const api = apiOn({
    addressTokens: async (_address, after, limit) => pageOfTokens(held, after, limit),
    tokens: async (keys) => {
      named.push(keys.length);
      return new Map();
    },
  });
  const all = parse(
    await (
      await api.tokens(new Request(`http://app/api/history/tokens?format=csv&list=balances&address=${HOLDER(1)}`))
    ).text(),
  );
  expect(all.slice(1).map((l) => l.split(',')[0])).toEqual(held.map((r) => r.token));
  // Each read names only its own page's tokens.
  expect(named.length).toBeGreaterThan(1);
  expect(Math.max(...named)).toBeLessThan(held.length);
  const from = parse(
    await (
      await api.tokens(
        new Request(
          `http://app/api/history/tokens?format=csv&list=balances&address=${HOLDER(1)}&balances_after=${HOLDER(1447)}`,
        ),
      )
    ).text(),
  );
  expect(from.slice(1).map((l) => l.split(',')[0])).toEqual([HOLDER(1448), HOLDER(1449)]);
  const bad = await api.tokens(
    new Request(`http://app/api/history/tokens?format=csv&list=balances&address=${HOLDER(1)}&balances_after=nope`),
  );
  expect(bad.status).toBe(400);
});
