import { describe, expect, test } from 'vitest';
import { sha256 } from '@noble/hashes/sha2.js';
import { idToString } from '@/lib/codec/ids';
import { parseBytes } from '@/lib/codec/encoding';
import { callMethod, testContext } from '../core/testing';
import { createIndexService } from './service';

function filled(n: number) {
  const ctx = testContext({ startMs: Date.UTC(2026, 0, 2, 3, 4, 5, 120) });
  const ids: string[] = [];
  ctx.db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const bytes = new Uint8Array([i & 0xff, i >> 8, 7]);
      const id = sha256(bytes);
      ids.push(idToString(id));
      ctx.indexer.accept('X/tx', id, bytes, ctx.clock.nowMs() + i);
    }
  })();
  return {
    ctx,
    ids,
    svc: [createIndexService(ctx.indexStore, 'X/tx')],
    vtx: [createIndexService(ctx.indexStore, 'X/vtx')],
  };
}

describe('index service', () => {
  test('containers come back in acceptance order with hex bytes, RFC3339Nano time and string index', async () => {
    const { svc, ids } = filled(3);
    const c = (await callMethod(svc, 'index.getContainerByIndex', { index: 1 })) as Record<string, string>;
    expect(c).toMatchObject({ id: ids[1], encoding: 'hex', index: '1', timestamp: '2026-01-02T03:04:05.121Z' });
    expect(parseBytes(c.bytes as string)).toEqual(new Uint8Array([1, 0, 7]));
    expect(await callMethod(svc, 'index.getLastAccepted')).toMatchObject({ id: ids[2], index: '2' });
    expect(await callMethod(svc, 'index.getIndex', { id: ids[2] })).toEqual({ index: '2' });
    expect(await callMethod(svc, 'index.isAccepted', { id: ids[0] })).toEqual({ isAccepted: true });
    expect(await callMethod(svc, 'index.getContainerByID', { id: ids[0] })).toMatchObject({ index: '0' });
    const range = (await callMethod(svc, 'index.getContainerRange', { startIndex: 1, numToFetch: 10 })) as {
      containers: { index: string }[];
    };
    expect(range.containers.map((x) => x.index)).toEqual(['1', '2']);
  });

  test('range limits and unknown ids give the node errors', async () => {
    const { svc } = filled(2);
    await expect(callMethod(svc, 'index.getContainerRange', { startIndex: 0, numToFetch: 0 })).rejects.toThrow(
      'numToFetch must be in [1,1024] but is 0',
    );
    await expect(callMethod(svc, 'index.getContainerRange', { startIndex: 0, numToFetch: 1025 })).rejects.toThrow(
      'numToFetch must be in [1,1024] but is 1025',
    );
    await expect(callMethod(svc, 'index.getContainerRange', { startIndex: 5, numToFetch: 1 })).rejects.toThrow(
      'start index (5) > last accepted index (1)',
    );
    await expect(callMethod(svc, 'index.getContainerByIndex', { index: 9 })).rejects.toThrow('no container at index 9');
    const unknown = idToString(new Uint8Array(32).fill(9));
    await expect(callMethod(svc, 'index.getIndex', { id: unknown })).rejects.toThrow('not found');
    expect(await callMethod(svc, 'index.isAccepted', { id: unknown })).toEqual({ isAccepted: false });
  });

  test('the vertex index is reachable and empty', async () => {
    const { vtx } = filled(2);
    await expect(callMethod(vtx, 'index.getLastAccepted')).rejects.toThrow('no containers have been accepted');
    await expect(callMethod(vtx, 'index.getContainerRange', { startIndex: 0, numToFetch: 1 })).rejects.toThrow(
      'no containers have been accepted',
    );
  });

  test('1024 containers in one range call', async () => {
    const { svc } = filled(1500);
    const r = (await callMethod(svc, 'index.getContainerRange', { startIndex: 100, numToFetch: 1024 })) as {
      containers: { index: string }[];
    };
    expect(r.containers).toHaveLength(1024);
    expect(r.containers[1023]?.index).toBe('1123');
  });
});
