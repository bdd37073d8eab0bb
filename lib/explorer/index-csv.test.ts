// The index CSV: a node without the index API is "does not serve this index" (404), not "down" (503),
// and a bounded file goes on from where it stopped, near index 0 too, without a row twice.
import { beforeEach, expect, it, vi } from 'vitest';
import { HttpStatusError } from '@/lib/rpc/errors';
import { csvStream } from '@/lib/history/csv-stream';

const node = { index: { getLastAccepted: vi.fn(), getContainerRange: vi.fn() } };
vi.mock('@/lib/node/server-client', () => ({ serverNodeClient: () => node }));
vi.mock('./network', () => ({ networkInfo: async () => ({ ctx: { hrp: 'local', chainAliases: {} } }) }));
const { indexCsv } = await import('./index-csv');

const container = (i: bigint) => ({ index: i, id: `c${i}`, timestamp: '2026-01-01T00:00:00Z', bytes: '0xdead' });

/** An index with containers 0..last. */
function indexUpTo(last: bigint) {
  node.index.getLastAccepted.mockResolvedValue(container(last));
  node.index.getContainerRange.mockImplementation(async (p: { startIndex: bigint; numToFetch: bigint }) => ({
    containers: Array.from({ length: Number(p.numToFetch) }, (_, k) => container(p.startIndex + BigInt(k))),
  }));
}

/** The indexes a file lists, and its last line. */
async function exported(file: Awaited<ReturnType<typeof indexCsv>>, maxRows: number) {
  if (file instanceof Response) throw new Error(`a problem: ${file.status}`);
  const lines = (await new Response(csvStream(file.list, maxRows, file.pageRows)).text()).trim().split('\n');
  const indexes = lines
    .slice(1)
    .filter((l) => !l.startsWith('#'))
    .map((l) => Number(l.split(',')[0]));
  return { indexes, last: lines.at(-1)! };
}

beforeEach(() => {
  node.index.getLastAccepted.mockReset();
  node.index.getContainerRange.mockReset();
});

it('answers 404 "does not serve this index" for a node without the index API, 503 for one down', async () => {
  node.index.getLastAccepted.mockRejectedValue(new HttpStatusError('index.getLastAccepted', 404, '404 page not found'));
  const res = (await indexCsv('X', 'tx', null)) as Response;
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ error: 'the node does not serve this index, or it is empty' });

  node.index.getLastAccepted.mockRejectedValue(new HttpStatusError('index.getLastAccepted', 503, 'bootstrapping'));
  expect(((await indexCsv('X', 'tx', null)) as Response).status).toBe(503);
});

it('goes on from where a bounded file stopped, near index 0 too, each container once', async () => {
  indexUpTo(40n);
  const first = await exported(await indexCsv('X', 'tx', null), 30);
  expect(first.indexes).toEqual(Array.from({ length: 30 }, (_, k) => 40 - k));
  expect(first.last).toBe('# more: export again with to=10');
  const second = await exported(await indexCsv('X', 'tx', null, '10'), 30);
  expect(second.indexes).toEqual(Array.from({ length: 11 }, (_, k) => 10 - k));
  // A range call per page of the list, not eight pages at once.
  for (const [p] of node.index.getContainerRange.mock.calls) expect(p.numToFetch).toBeLessThanOrEqual(25n);
});

it('starts at the newest row of the page asked with start, and refuses what is not an index', async () => {
  indexUpTo(100n);
  expect((await exported(await indexCsv('X', 'tx', '50'), 1000)).indexes[0]).toBe(74);
  expect(((await indexCsv('X', 'tx', null, '-1')) as Response).status).toBe(400);
});
