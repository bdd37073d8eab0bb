import { beforeEach, describe, expect, test } from 'vitest';
import { formatAddress } from '@/lib/codec/address';
import { amountOfOutput } from '@/lib/codec/avax';
import { formatBytes } from '@/lib/codec/encoding';
import { idToString } from '@/lib/codec/ids';
import { callMethod, testContext, type TestContext } from '../core/testing';
import { AVAX, AVAX_ASSET_ID, EWOQ_PRIVATE_KEY, HRP } from '../genesis/constants';
import { deriveKey, EWOQ_KEY } from '../genesis/keys';
import { Keystore } from '../keystore/keystore';
import { createUserOps } from '../user-ops/index';
import { createXChain, type XChainHandle } from '../xchain/index';
import { LOCAL_X_TX_CONTEXT, buildBaseTx, owners, transferOut } from '../xchain/wallet';
import { createWalletService } from './service';

const PW = 'Snowline-devnet-42!';
const alice = deriveKey('wallet', 'alice', 0);
let ctx: TestContext;
let x: XChainHandle;
let call: (m: string, p?: Record<string, unknown>) => Promise<Record<string, any>>;
const balance = (a: Uint8Array) => x.utxosOf([a]).reduce((s, u) => s + amountOfOutput(u.output), 0n);

function signedSend(amount: bigint) {
  return buildBaseTx(LOCAL_X_TX_CONTEXT, {
    utxos: x.utxosOf([EWOQ_KEY.address]),
    keys: [EWOQ_KEY],
    outputs: [transferOut(AVAX_ASSET_ID, amount, owners([alice.address]))],
    changeTo: EWOQ_KEY.address,
    nowSec: BigInt(Math.floor(ctx.clock.nowMs() / 1000)),
  });
}

beforeEach(async () => {
  ctx = testContext();
  x = createXChain(ctx);
  const ks = new Keystore(ctx.db, { argon2MemoryKiB: 64 });
  await ks.createUser('u', PW);
  await ks.addKey('u', PW, EWOQ_PRIVATE_KEY);
  const ops = createUserOps({ ctx, keystore: ks, xchain: x });
  call = (m, p = {}) =>
    callMethod([createWalletService({ xchain: x, user: ops.avm })], m, p) as Promise<Record<string, any>>;
});

describe('wallet.issueTx of a tx issued before', () => {
  test('a tx still waiting is answered with its id and accepted once', async () => {
    const tx = signedSend(3n * AVAX);
    const hex = formatBytes(tx.bytes);
    const [first, second] = await Promise.all([
      call('wallet.issueTx', { tx: hex }),
      call('wallet.issueTx', { tx: hex }),
    ]);
    expect(first).toEqual({ txID: idToString(tx.txID) });
    expect(second).toEqual(first);
    expect(balance(alice.address)).toBe(3n * AVAX);
    expect(x.height()).toBe(1);
  });

  test('an accepted tx is answered with its id and changes nothing (the node queues it unverified)', async () => {
    const tx = signedSend(4n * AVAX);
    const hex = formatBytes(tx.bytes);
    expect(await call('wallet.issueTx', { tx: hex })).toEqual({ txID: idToString(tx.txID) });
    expect(await call('wallet.issueTx', { tx: hex })).toEqual({ txID: idToString(tx.txID) });
    expect(balance(alice.address)).toBe(4n * AVAX);
    expect(x.height()).toBe(1);
  });
});

describe('wallet.issueTx', () => {
  test('issues a signed tx through the X-chain and returns its id', async () => {
    const tx = signedSend(2n * AVAX);
    expect(await call('wallet.issueTx', { tx: formatBytes(tx.bytes) })).toEqual({ txID: idToString(tx.txID) });
    expect(balance(alice.address)).toBe(2n * AVAX);
    expect(x.height()).toBe(1);
  });

  test.each([
    [
      'a bad checksum',
      (h: string) => h.slice(0, -2) + (h.endsWith('00') ? '01' : '00'),
      'problem decoding transaction: invalid input checksum',
    ],
    ['truncated bytes', (h: string) => formatBytes(Buffer.from(h.slice(2, 40), 'hex')), "couldn't parse tx"],
  ])('refuses %s and changes nothing', async (_n, mangle, message) => {
    const tx = signedSend(AVAX);
    await expect(call('wallet.issueTx', { tx: mangle(formatBytes(tx.bytes)) })).rejects.toThrow(message);
    expect(x.height()).toBe(0);
  });

  test('refuses a json encoding and a second tx spending the same UTXO', async () => {
    // Both built from the same genesis UTXO before either is issued.
    const first = signedSend(AVAX);
    const conflicting = signedSend(3n * AVAX);
    await expect(call('wallet.issueTx', { tx: formatBytes(first.bytes), encoding: 'json' })).rejects.toThrow(
      'invalid encoding',
    );
    await call('wallet.issueTx', { tx: formatBytes(first.bytes) });
    await expect(call('wallet.issueTx', { tx: formatBytes(conflicting.bytes) })).rejects.toThrow();
    expect(balance(alice.address)).toBe(AVAX);
    expect(x.height()).toBe(1);
  });
});

describe('wallet.send / sendMultiple', () => {
  test('send from a keystore user', async () => {
    const r = await call('wallet.send', {
      username: 'u',
      password: PW,
      amount: 5,
      assetID: 'AVAX',
      to: formatAddress('X', HRP, alice.address),
    });
    expect(r.changeAddr).toBe(formatAddress('X', HRP, EWOQ_KEY.address));
    expect(balance(alice.address)).toBe(5n);
    await expect(call('wallet.sendMultiple', { username: 'u', password: PW, outputs: [] })).rejects.toThrow(
      'no outputs to send',
    );
  });
});
