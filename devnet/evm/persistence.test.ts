import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toHex, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { EWOQ_EVM_ADDRESS, EWOQ_PRIVATE_KEY } from '../genesis/constants';
import { createCChain } from './index';
import type { EvmChain } from './chain';
import { TOKEN_DEPLOY_GAS, TOKEN_INIT_CODE } from './token';
import { testContext } from '../core/testing';
import { jsonRpc } from '../core/json-rpc-client';
import { signTestTx } from './ewoq-evm-tx';
import { DataDirError } from '../storage/open';

const ewoq = privateKeyToAccount(toHex(EWOQ_PRIVATE_KEY));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evm-persist-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const call = (evm: EvmChain, method: string, params: unknown[] = []): Promise<unknown> => jsonRpc(evm, method, params);

async function send(
  evm: EvmChain,
  nonce: number,
  tx: { to?: Hex; value?: bigint; data?: Hex; gas?: bigint },
): Promise<Hex> {
  const raw = await signTestTx(ewoq, 43112, nonce, tx, {
    gas: 21_000n,
    maxFeePerGas: 10n ** 11n,
    maxPriorityFeePerGas: 2n,
  });
  return evm.issueRawTx(raw);
}

describe('EVM chain persistence', () => {
  it('replays accepted txs on restart: same heights, hashes, timestamps, balances and code', async () => {
    const file = path.join(dir, 'devnet.sqlite');
    const a = '0x00000000000000000000000000000000000000a1';
    const b = '0x00000000000000000000000000000000000000b2';

    const ctx1 = testContext({ file, startMs: Date.UTC(2026, 0, 1) });
    const evm1 = await createCChain(ctx1);
    await send(evm1, 0, { to: a, value: 10n ** 18n });
    ctx1.clock.advance(2_000);
    await Promise.all([send(evm1, 1, { to: b, value: 5n }), send(evm1, 2, { to: a, value: 7n })]);
    ctx1.clock.advance(61_000);
    await send(evm1, 3, { data: TOKEN_INIT_CODE, gas: TOKEN_DEPLOY_GAS });
    const head1 = (await call(evm1, 'eth_getBlockByNumber', ['latest', false])) as {
      hash: Hex;
      number: Hex;
      timestamp: Hex;
    };
    const receipt = (await call(evm1, 'eth_getTransactionReceipt', [await send(evm1, 4, { to: b, value: 1n })])) as {
      blockHash: Hex;
    };
    const indexed = ctx1.indexStore.count('C/block');
    expect(evm1.blockNumber()).toBe(4);
    expect(indexed).toBe(4);
    const state1 = await Promise.all([a, b, EWOQ_EVM_ADDRESS].map((x) => call(evm1, 'eth_getBalance', [x, 'latest'])));
    ctx1.db.close();

    const ctx2 = testContext({ file, startMs: Date.UTC(2026, 0, 2) });
    const evm2 = await createCChain(ctx2);
    expect(evm2.blockNumber()).toBe(4);
    const head2 = (await call(evm2, 'eth_getBlockByNumber', [head1.number, false])) as typeof head1;
    expect(head2).toEqual(head1);
    expect(
      await call(evm2, 'eth_getTransactionReceipt', [
        ((await call(evm2, 'eth_getBlockByNumber', ['latest', false])) as { transactions: Hex[] }).transactions[0],
      ]),
    ).toMatchObject({ blockHash: receipt.blockHash });
    expect(await Promise.all([a, b, EWOQ_EVM_ADDRESS].map((x) => call(evm2, 'eth_getBalance', [x, 'latest'])))).toEqual(
      state1,
    );
    expect(ctx2.indexStore.count('C/block')).toBe(indexed); // replay does not index twice

    // The chain goes on from there, with a later timestamp.
    await send(evm2, 5, { to: a, value: 1n });
    expect(evm2.blockNumber()).toBe(5);
    expect(ctx2.indexStore.count('C/block')).toBe(indexed + 1);
    const latest = (await call(evm2, 'eth_getBlockByNumber', ['latest', false])) as { timestamp: Hex };
    expect(Number(BigInt(latest.timestamp))).toBe(Date.UTC(2026, 0, 2) / 1000);
    ctx2.db.close();
  });

  it('refuses to start when the stored history no longer replays to the stored hashes', async () => {
    const file = path.join(dir, 'tampered.sqlite');
    const ctx1 = testContext({ file });
    const evm1 = await createCChain(ctx1);
    await send(evm1, 0, { to: '0x00000000000000000000000000000000000000a1', value: 1n });
    ctx1.db.prepare('UPDATE evm_C_blocks SET timestamp = timestamp + 1').run();
    ctx1.db.close();

    const ctx2 = testContext({ file });
    const refused = createCChain(ctx2);
    await expect(refused).rejects.toThrow(/replaying block 1 gave 0x[0-9a-f]{64} at height 1, stored 0x/);
    // Said as a data dir problem (no stack trace), with what to do.
    await expect(refused).rejects.toThrow(DataDirError);
    await expect(refused).rejects.toThrow(/start on a new --data-dir/);
    ctx2.db.close();
  });
});
