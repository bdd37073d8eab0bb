// Durability: a tx the devnet reported accepted survives kill -9 during activity, and a restart on
// the same data dir resumes heights and indices.
import { describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jsonRpc } from './core/json-rpc-client';
import { sendXAvax, sendXAvaxDespiteActivity } from './xchain/over-http';
import { acrossKill9, spawnDevnet } from './core/spawn-devnet';
import { AVAX } from './genesis/constants';
import { deriveKey, EWOQ_KEY } from './genesis/keys';

describe('persistence', () => {
  test('kill -9 during activity loses no accepted tx; restart resumes heights and indices', async () => {
    const me = deriveKey('persistence', 'me', 0);
    const friend = deriveKey('persistence', 'friend', 0);
    const accepted: string[] = [];
    let indexed: { id: string; index: string } | undefined;
    await acrossKill9(
      'kill',
      async (url) => {
        // Fund our own key (activity also spends ewoq, so retry on a lost race).
        accepted.push(await sendXAvaxDespiteActivity(url, EWOQ_KEY, me, 1000n * AVAX, 10));
        const deadline = Date.now() + 3000;
        while (Date.now() < deadline) accepted.push(await sendXAvax(url, me, friend, AVAX));
        indexed = await jsonRpc(url + '/ext/index/X/tx', 'index.getLastAccepted');
        expect(accepted.length).toBeGreaterThan(5);
      },
      async (url) => {
        for (const txID of accepted) {
          expect(await jsonRpc(url + '/ext/bc/X', 'avm.getTxStatus', { txID })).toEqual({ status: 'Accepted' });
        }
        // Every container indexed before the kill is still at its index.
        const again = await jsonRpc(url + '/ext/index/X/tx', 'index.getContainerByIndex', {
          index: indexed?.index,
        });
        expect(again.id).toBe(indexed?.id);
        const before = Number(indexed?.index);
        // The chain keeps going from where it was: new txs get later indices.
        const next = await sendXAvax(url, me, friend, AVAX);
        const idx = await jsonRpc(url + '/ext/index/X/tx', 'index.getIndex', { id: next });
        expect(Number(idx.index)).toBeGreaterThan(before);
      },
    );
  }, 120_000);

  test('a foreign data dir is refused with a clear error', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devnet-foreign-'));
    fs.writeFileSync(path.join(dir, 'photos.db'), 'not ours');
    await expect(spawnDevnet(['--port', '0', '--data-dir', dir, '--activity', 'off'])).rejects.toThrow(
      /is not empty and holds no devnet database/,
    );
    expect(fs.readFileSync(path.join(dir, 'photos.db'), 'utf8')).toBe('not ours');
  });
});
