// debug_traceTransaction on the devnet's EVM: geth's callTracer frames for internal calls with value,
// a CREATE2 from a factory and a revert reason; kept across a restart; off when the flag says so.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeFunctionData, getContractAddress, toHex, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { eth } from '@/lib/registry/eth';
import { EWOQ_PRIVATE_KEY } from '../genesis/constants';
import { testContext } from '../core/testing';
import { jsonRpc, jsonRpcReply } from '../core/json-rpc-client';
import { ARTIFACTS } from './contracts';
import { createCChain } from './index';
import type { EvmChain } from './chain';
import { signTestTx } from './ewoq-evm-tx';

const ewoq = privateKeyToAccount(toHex(EWOQ_PRIVATE_KEY));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evm-trace-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let nonce = 0;
async function send(evm: EvmChain, tx: { to?: Hex; value?: bigint; data: Hex }): Promise<Hex> {
  const raw = await signTestTx(ewoq, 43112, nonce++, tx, {
    gas: 2_000_000n,
    maxFeePerGas: 10n ** 11n,
    maxPriorityFeePerGas: 2n,
  });
  return evm.issueRawTx(raw);
}
const trace = (evm: EvmChain, h: Hex) =>
  jsonRpc(evm, 'debug_traceTransaction', [h, { tracer: 'callTracer' }]).then((r) =>
    eth.debug_traceTransaction.result.parse(r),
  );

describe('debug_traceTransaction (callTracer)', () => {
  const file = path.join(dir, 'devnet.sqlite');
  const a = '0x00000000000000000000000000000000000000a1';
  const b = '0x00000000000000000000000000000000000000b2';
  const splitter = getContractAddress({ from: ewoq.address, nonce: 0n });
  const factory = getContractAddress({ from: ewoq.address, nonce: 1n });
  let split: Hex, failed: Hex, created: Hex;

  it('shows value moved by internal calls, a factory CREATE2 and a revert reason, in geth shape', async () => {
    const ctx = testContext({ file });
    const evm = await createCChain(ctx);
    await send(evm, { data: ARTIFACTS.Splitter.bytecode });
    await send(evm, { data: ARTIFACTS.VaultFactory.bytecode });
    const abi = ARTIFACTS.Splitter.abi;
    split = await send(evm, {
      to: splitter,
      value: 10n,
      data: encodeFunctionData({ abi, functionName: 'split', args: [[a, b]] }),
    });
    failed = await send(evm, { to: splitter, data: encodeFunctionData({ abi, functionName: 'split', args: [[]] }) });
    created = await send(evm, {
      to: factory,
      data: encodeFunctionData({
        abi: ARTIFACTS.VaultFactory.abi,
        functionName: 'create',
        args: [toHex(7, { size: 32 })],
      }),
    });

    const top = await trace(evm, split);
    expect(top).toMatchObject({
      type: 'CALL',
      from: ewoq.address.toLowerCase(),
      to: splitter.toLowerCase(),
      value: '0xa',
    });
    expect(top.calls?.map((c) => [c.type, c.to, c.value])).toEqual([
      ['CALL', a, '0x5'],
      ['CALL', b, '0x5'],
    ]);
    const bad = await trace(evm, failed);
    expect(bad.error).toBe('execution reverted');
    expect(bad.revertReason).toBe('Splitter: no recipients');
    const made = await trace(evm, created);
    expect(made.calls?.[0]).toMatchObject({ type: 'CREATE2', from: factory.toLowerCase() });
    // The created vault is where the factory's output says.
    expect(made.output?.slice(-40)).toBe(made.calls?.[0]?.to?.slice(2));
    ctx.db.close();
  });

  it('serves the same traces after a restart (the chain replays its blocks)', async () => {
    const ctx = testContext({ file });
    const evm = await createCChain(ctx);
    expect((await trace(evm, split)).calls).toHaveLength(2);
    expect((await trace(evm, failed)).revertReason).toBe('Splitter: no recipients');
    ctx.db.close();
  });

  it('answers an unknown tx and a bad hash as geth does, and "does not exist" with the debug tracer off', async () => {
    const ctx = testContext({ file });
    const evm = await createCChain(ctx);
    const unknown = await jsonRpcReply(evm, 'debug_traceTransaction', [
      '0x' + '12'.repeat(32),
      { tracer: 'callTracer' },
    ]);
    expect(unknown.error).toMatchObject({ code: -32000, message: 'transaction not found' });
    const bad = await jsonRpcReply(evm, 'debug_traceTransaction', ['0x12', { tracer: 'callTracer' }]);
    expect(bad.error?.code).toBe(-32602);
    ctx.db.close();
    const offCtx = testContext({ file });
    const off = await createCChain(offCtx, { debugTracer: false });
    const reply = await jsonRpcReply(off, 'debug_traceTransaction', [split, { tracer: 'callTracer' }]);
    expect(reply.error).toEqual({
      code: -32601,
      message: 'the method debug_traceTransaction does not exist/is not available',
    });
    offCtx.db.close();
  });
});
