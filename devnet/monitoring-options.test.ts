// The options that let validator monitoring be seen within seconds, over HTTP on a fresh data dir:
// --l1-balance-runs-out-in makes the first L1 validator inactive on the P-chain clock and
// --stake-ends-in takes a genesis validator out of the set; an IncreaseL1ValidatorBalanceTx issued
// through platform.issueTx brings the L1 validator back; and a restart keeps all of it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatAddress } from '@/lib/codec/address';
import { formatBytes, parseBytes } from '@/lib/codec/encoding';
import { idFromString } from '@/lib/codec/ids';
import { decodePvmUtxo, type PvmUnsignedTx } from '@/lib/codec/pvm';
import { AVAX, AVAX_ASSET_ID, EWOQ_ADDRESS, EWOQ_PRIVATE_KEY, GENESIS_NODE_IDS_STR } from './genesis/constants';
import { jsonRpc } from './core/json-rpc-client';
import { requiredFee } from './pchain/fee';
import { signPTx } from './pchain/txs';
import { transferInput } from './pchain/utxo';
import { avaxOut, baseFields, ownerOf } from './pchain/wallet';
import { startDevnet, type DevnetOptions, type RunningDevnet } from './main';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devnet-monitoring-'));
const ENDING_NODE = GENESIS_NODE_IDS_STR[GENESIS_NODE_IDS_STR.length - 1] as string;
let devnet: RunningDevnet;
const start = (o: DevnetOptions = {}) =>
  startDevnet({
    port: 0,
    dataDir,
    activity: 'off',
    history: false,
    validators: 3,
    delegators: 3,
    logLevel: 'silent',
    ...o,
  });
const p = (method: string, params: unknown = {}) => jsonRpc(devnet.url + '/ext/bc/P', method, params);

/** The L1's validators, as platform.getCurrentValidators lists them. */
async function l1Validators(): Promise<{ validationID: string; balance: string }[]> {
  const { blockchains } = await p('platform.getBlockchains');
  const l1 = (blockchains as { name: string; subnetID: string }[]).find((b) => b.name === 'snowlinel1');
  return (await p('platform.getCurrentValidators', { subnetID: l1?.subnetID })).validators;
}

async function until<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** An IncreaseL1ValidatorBalanceTx paid from one of ewoq's unlocked P-chain UTXOs. */
async function topUpTx(validationID: string, balance: bigint): Promise<string> {
  const { utxos } = await p('platform.getUTXOs', { addresses: [formatAddress('P', 'local', EWOQ_ADDRESS)] });
  const utxo = (utxos as string[])
    .map((u) => decodePvmUtxo(parseBytes(u)))
    .find((u) => u.output.kind === 'secp256k1fx.TransferOutput' && u.output.owners.locktime === 0n)!;
  const amount = utxo.output.kind === 'secp256k1fx.TransferOutput' ? utxo.output.amount : 0n;
  const unsigned = (change: bigint): PvmUnsignedTx => ({
    kind: 'IncreaseL1ValidatorBalanceTx',
    base: baseFields(
      12345,
      [{ txID: utxo.txID, outputIndex: utxo.outputIndex, assetID: AVAX_ASSET_ID, input: transferInput(amount, [0]) }],
      [avaxOut(change, ownerOf(EWOQ_ADDRESS))],
    ),
    validationID: idFromString(validationID),
    balance,
  });
  const fee = requiredFee(unsigned(0n));
  return formatBytes(signPTx(unsigned(amount - balance - fee), [[EWOQ_PRIVATE_KEY]]).bytes);
}

beforeAll(async () => {
  devnet = await start({ l1BalanceRunsOutInSec: 3, stakeEndsInSec: 3 });
});
afterAll(async () => {
  await devnet?.close();
});

describe('--l1-balance-runs-out-in and --stake-ends-in on a fresh data dir', () => {
  test('the first L1 validator goes inactive and the genesis stake ends, within seconds', async () => {
    const [first, ...others] = await l1Validators();
    expect(BigInt(first!.balance)).toBeLessThanOrEqual(3n);
    for (const v of others) expect(BigInt(v.balance)).toBeGreaterThan(AVAX / 2n);
    const ending = await p('platform.getCurrentValidators', { nodeIDs: [ENDING_NODE] });
    expect(Number(ending.validators[0].endTime) - Date.now() / 1000).toBeLessThanOrEqual(3);
    const gone = await until(
      'the first L1 validator',
      async () => (await p('platform.getL1Validator', { validationID: first!.validationID })).balance,
      (b) => b === '0',
    );
    expect(gone).toBe('0');
    await until(
      'the ending genesis stake',
      async () => (await p('platform.getCurrentValidators', { nodeIDs: [ENDING_NODE] })).validators.length,
      (n) => n === 0,
    );
    const state = await p('platform.getValidatorFeeState');
    expect(state).toMatchObject({ excess: 0, price: 1 });
  });

  test('an IncreaseL1ValidatorBalanceTx through platform.issueTx reactivates it', async () => {
    const [first] = await l1Validators();
    expect(first!.balance).toBe('0');
    await p('platform.issueTx', { tx: await topUpTx(first!.validationID, 1_000_000n) });
    const balance = BigInt((await p('platform.getL1Validator', { validationID: first!.validationID })).balance);
    expect(balance).toBeGreaterThan(0n);
    expect(balance).toBeLessThanOrEqual(1_000_000n);
  });

  test('a restart keeps balances and stakes; the options shape a fresh data dir only', async () => {
    const before = await l1Validators();
    await devnet.close();
    devnet = await start({ l1BalanceRunsOutInSec: 1 });
    const after = await l1Validators();
    expect(after.map((v) => v.validationID)).toEqual(before.map((v) => v.validationID));
    for (const [i, v] of after.entries()) expect(BigInt(v.balance)).toBeLessThanOrEqual(BigInt(before[i]!.balance));
    expect(BigInt(after[0]!.balance)).toBeGreaterThan(0n);
    expect((await p('platform.getCurrentValidators', { nodeIDs: [ENDING_NODE] })).validators).toEqual([]);
  });
});
