import { describe, expect, it, vi } from 'vitest';
import { formatAddress } from '@/lib/codec';
import { utxoHexes } from './testing/utxo-page';
import { csvResponse, csvStream } from '@/lib/history/csv-stream';

// 450 UTXOs of 1..450 nAVAX; the node pages them by its cursor (cb58 text: `n<index>`, 0 written o).
const ALL = utxoHexes(450, (i) => BigInt(i + 1));
const cursor = (i: number) => `n${String(i).replaceAll('0', 'o')}`;
const asked: { limit: number; sourceChain?: string; startIndex?: { utxo: string } }[] = [];
vi.mock('@/lib/node/server-client', () => ({
  serverNodeClient: () => ({
    avm: {
      getUTXOs: async (p: { limit: number; sourceChain?: string; startIndex?: { utxo: string } }) => {
        asked.push(p);
        const from = p.startIndex ? Number(p.startIndex.utxo.slice(1).replaceAll('o', '0')) : 0;
        const utxos = ALL.slice(from, from + p.limit);
        return { utxos, endIndex: { address: 'x', utxo: cursor(from + utxos.length) } };
      },
    },
  }),
}));
vi.mock('./network', () => ({
  networkInfo: async () => ({ hrp: 'local', ctx: { hrp: 'local', chainAliases: {} } }),
}));

const { utxosResponse } = await import('./utxos-api');
const ADDRESS = formatAddress('X', 'local', new Uint8Array(20));
const get = (query: string, maxRows?: number) =>
  utxosResponse(new Request(`http://s/api/utxos/${ADDRESS}?${query}`), ADDRESS, {
    csv: (list, name) => csvResponse(csvStream(list, maxRows), name),
  });

describe('/api/utxos/[address]', () => {
  it('exports every UTXO as CSV, a node page at a time, amounts exact', async () => {
    asked.length = 0;
    const res = await get('format=csv');
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'utxo_id,tx_id,output_index,asset,amount,kind,owners,threshold,locktime_utc,stakeable_locktime_utc',
    );
    expect(lines).toHaveLength(451);
    expect(lines.slice(1).map((l) => l.split(',')[4])).toEqual(ALL.map((_, i) => String(i + 1)));
    // Several short node calls, never one for the whole list.
    expect(asked.length).toBeGreaterThan(1);
    expect(Math.max(...asked.map((a) => a.limit))).toBeLessThan(450);
  });

  it('starts at the cursor and source asked, and ends at its bound saying where to go on', async () => {
    asked.length = 0;
    const text = await (await get('format=csv&source=P&after=n1oo', 120)).text();
    const lines = text.trim().split('\n');
    expect(lines[1]!.split(',')[4]).toBe('101');
    expect(lines.at(-1)).toBe('# more: export again with after=n22o');
    expect(asked.every((a) => a.sourceChain === 'P')).toBe(true);
  });

  it('answers a page as JSON', async () => {
    const body = (await (await get('limit=10')).json()) as { utxos: unknown[]; next: string };
    expect(body.utxos).toHaveLength(10);
    expect(body.next).toBe('n1o');
  });

  it('refuses bad input with a readable 400', async () => {
    for (const q of ['source=Q', 'source=X', 'after=%3Cscript%3E', 'limit=0', 'limit=5000', 'limit=x']) {
      const res = await get(q);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { error: string }).error, q).toBeTruthy();
    }
    const bad = await utxosResponse(new Request('http://s/api/utxos/nope'), 'nope', { csv: () => new Response() });
    expect(bad.status).toBe(400);
    const c = formatAddress('C', 'local', new Uint8Array(20));
    expect((await utxosResponse(new Request(`http://s/api/utxos/${c}`), c, { csv: () => new Response() })).status).toBe(
      400,
    );
    const other = formatAddress('X', 'fuji', new Uint8Array(20));
    expect(
      (await utxosResponse(new Request(`http://s/api/utxos/${other}`), other, { csv: () => new Response() })).status,
    ).toBe(400);
  });
});
