// Issue 30: the CSV-only lists (blocks, index containers, L1s, an EVM block's txs) are asked with
// format=csv, stream through the one writer, and stop at their own bound with a line saying where to go on.
import { expect, it, vi } from 'vitest';
import { csvRoute, type CsvFile } from './csv-stream';

/** A list of heights from `top` down to 0, read `limit` at a time, counting its reads. */
function heights(top: number, maxRows?: number) {
  const reads: number[] = [];
  const file: CsvFile<number, number> = {
    filename: `X-blocks from ${top}.csv`,
    maxRows,
    list: {
      header: ['height', 'note'],
      lines: (h) => [[h, h === top ? '=1+1' : 'ok']],
      read: async (cursor, limit) => {
        reads.push(limit);
        const from = cursor ?? top;
        const rows = Array.from({ length: Math.min(limit, from + 1) }, (_, i) => from - i);
        const next = from - rows.length;
        return { rows, next: next >= 0 ? next : null };
      },
      resume: (next) => `from=${next}`,
    },
  };
  return { file, reads };
}

it('refuses a request without format=csv, and builds nothing for it', async () => {
  let built = 0;
  const res = await csvRoute(new Request('http://app/api/blocks/X'), async () => {
    built++;
    return heights(3).file;
  });
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ error: 'this list is served as CSV: ask with format=csv' });
  expect(built).toBe(0);
});

it('streams the whole list when it is short, spreadsheet-safe, as a named download', async () => {
  const res = await csvRoute(new Request('http://app/api/blocks/X?format=csv&from=3'), async (q) => {
    expect(q.get('from')).toBe('3');
    return heights(3).file;
  });
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="X-blocks_from_3.csv"');
  expect((await res.text()).trim().split('\n')).toEqual(['height,note', "3,'=1+1", '2,ok', '1,ok', '0,ok']);
});

it('stops at the list’s own bound and names the cursor to export again from', async () => {
  const { file, reads } = heights(5_000, 450);
  const lines = (await (await csvRoute(new Request('http://app/x?format=csv'), async () => file)).text())
    .trim()
    .split('\n');
  expect(lines).toHaveLength(1 + 450 + 1);
  expect(lines[450]).toBe('4551,ok');
  expect(lines.at(-1)).toBe('# more: export again with from=4550');
  // Read a page at a time, the last one only as far as the bound.
  expect(reads).toEqual([200, 200, 50]);
});

it('passes on the problem a list answers instead of a file', async () => {
  const res = await csvRoute(new Request('http://app/x?format=csv'), async () =>
    Response.json({ error: 'from must be a block height' }, { status: 400 }),
  );
  expect(res.status).toBe(400);
});

it('ends a file cut short by a failed read with a line saying why and where to export again from', async () => {
  const { file } = heights(5_000);
  const read = file.list.read;
  let calls = 0;
  file.list.read = async (cursor, limit) => {
    if (++calls === 2) throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:9650'), { name: 'TransportError' });
    return read(cursor, limit);
  };
  const res = await csvRoute(new Request('http://app/x?format=csv'), async () => file);
  const lines = (await res.text()).trim().split('\n');
  expect(lines).toHaveLength(1 + 200 + 1);
  expect(lines[200]).toBe('4801,ok');
  expect(lines.at(-1)).toBe('# error: the node is not reachable; export again with from=4800');
});

it('says a first read failed without a cursor, and without the error’s internals', async () => {
  const { file } = heights(5);
  file.list.read = async () => {
    throw new Error('SQLITE_CORRUPT: /var/lib/snowline/history.db');
  };
  const errors: unknown[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((m) => void errors.push(m));
  const text = await (await csvRoute(new Request('http://app/x?format=csv'), async () => file)).text();
  spy.mockRestore();
  expect(text.trim().split('\n')).toEqual(['height,note', '# error: the list could not be read']);
  expect(errors).toHaveLength(1);
});
