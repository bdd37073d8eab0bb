// Durability of the C-chain: kill -9 of a devnet busy with activity (C transfers and atomic txs
// among it) loses no accepted C block, EVM tx or atomic tx; the restart replays the blocks (atomic
// balance changes included) to the same hashes and keeps going.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { bytesToHex, hexToBytes, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { formatAddress } from '@/lib/codec/address';
import { decodeAvmUtxo } from '@/lib/codec/avm/tx';
import { formatBytes, parseBytes } from '@/lib/codec/encoding';
import { evmAddressOf } from '@/lib/codec/secp256k1';
import {
  atomicTxFee,
  decodeAtomicUtxo,
  encodeAtomicTx,
  signAtomicTx,
  type AtomicUnsignedTx,
} from '@/lib/codec/evm-atomic';
import { jsonRpc } from '../core/json-rpc-client';
import { spawnDevnet } from '../core/spawn-devnet';
import { AVAX, AVAX_ASSET_ID, C_CHAIN_ID, NETWORK_ID, X_CHAIN_ID } from '../genesis/constants';
import { EWOQ_KEY, deriveKey, type DevnetKey } from '../genesis/keys';
import { LOCAL_X_TX_CONTEXT, buildBaseTx, buildExportTx, owners, transferOut } from '../xchain/wallet';

const nowSec = () => BigInt(Math.floor(Date.now() / 1000));

async function xUtxos(url: string, k: DevnetKey) {
  const r = await jsonRpc(url + '/ext/bc/X', 'avm.getUTXOs', { addresses: [formatAddress('X', 'local', k.address)] });
  return (r.utxos as string[]).map((h) => decodeAvmUtxo(parseBytes(h)));
}
const eth = <T = unknown>(url: string, method: string, params: unknown[] = []) =>
  jsonRpc<T>(url + '/ext/bc/C/rpc', method, params);

/** One X → C → (EVM transfer) → X round trip of `me`; returns the ids it got accepted. */
async function roundTrip(url: string, me: DevnetKey, friend: Hex) {
  const meEvm = hexToBytes(evmAddressOf(me.privateKey));
  const exp = buildExportTx(LOCAL_X_TX_CONTEXT, {
    utxos: await xUtxos(url, me),
    keys: [me],
    changeTo: me.address,
    destinationChain: C_CHAIN_ID,
    exported: [transferOut(AVAX_ASSET_ID, 5n * AVAX, owners([me.address]))],
    nowSec: nowSec(),
  });
  await jsonRpc(url + '/ext/bc/X', 'avm.issueTx', { tx: formatBytes(exp.bytes) });
  const waiting = (
    await jsonRpc(url + '/ext/bc/C/avax', 'avax.getUTXOs', {
      addresses: [formatAddress('C', 'local', me.address)],
      sourceChain: 'X',
    })
  ).utxos as string[];
  const utxos = waiting.map((u) => decodeAtomicUtxo(parseBytes(u)));
  const total = utxos.reduce((s, u) => s + (u.output as { amount: bigint }).amount, 0n);
  const baseFee = BigInt(await eth<Hex>(url, 'eth_baseFee'));
  const imp = (amount: bigint): AtomicUnsignedTx => ({
    kind: 'ImportTx',
    networkID: NETWORK_ID,
    blockchainID: C_CHAIN_ID,
    sourceChain: X_CHAIN_ID,
    importedInputs: utxos.map((u) => ({
      txID: u.txID,
      outputIndex: u.outputIndex,
      assetID: u.assetID,
      input: { kind: 'secp256k1fx.TransferInput', amount: (u.output as { amount: bigint }).amount, sigIndices: [0] },
    })),
    outs: [{ address: meEvm, amount, assetID: AVAX_ASSET_ID }],
  });
  const signers = utxos.map(() => [me.privateKey]);
  // Twice the fee at the current base fee: the activity may raise it before the tx lands.
  const fee = 2n * atomicTxFee(signAtomicTx(imp(total), signers), baseFee);
  const importID = (
    await jsonRpc(url + '/ext/bc/C/avax', 'avax.issueTx', {
      tx: formatBytes(encodeAtomicTx(signAtomicTx(imp(total - fee), signers))),
    })
  ).txID as string;

  const account = privateKeyToAccount(bytesToHex(me.privateKey));
  const nonce = Number(BigInt(await eth<Hex>(url, 'eth_getTransactionCount', [account.address, 'latest'])));
  const raw = await account.signTransaction({
    type: 'eip1559',
    chainId: 43112,
    nonce,
    to: friend,
    value: 10n ** 17n,
    gas: 21_000n,
    maxFeePerGas: baseFee * 4n + 1_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  });
  const evmHash = await eth<Hex>(url, 'eth_sendRawTransaction', [raw]);

  const exportNonce = BigInt(await eth<Hex>(url, 'eth_getTransactionCount', [account.address, 'latest']));
  const exp2 = (inAmount: bigint): AtomicUnsignedTx => ({
    kind: 'ExportTx',
    networkID: NETWORK_ID,
    blockchainID: C_CHAIN_ID,
    destinationChain: X_CHAIN_ID,
    ins: [{ address: meEvm, amount: inAmount, assetID: AVAX_ASSET_ID, nonce: exportNonce }],
    exportedOutputs: [transferOut(AVAX_ASSET_ID, AVAX, owners([me.address]))],
  });
  const exportFee =
    2n * atomicTxFee(signAtomicTx(exp2(AVAX), [[me.privateKey]]), BigInt(await eth<Hex>(url, 'eth_baseFee')));
  const exportID = (
    await jsonRpc(url + '/ext/bc/C/avax', 'avax.issueTx', {
      tx: formatBytes(encodeAtomicTx(signAtomicTx(exp2(AVAX + exportFee), [[me.privateKey]]))),
    })
  ).txID as string;
  return { atomicIDs: [importID, exportID], evmHash };
}

describe('C-chain persistence', () => {
  test('kill -9 during activity loses no accepted C block, EVM tx or atomic tx; the restart replays to the same hashes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devnet-c-kill-'));
    const args = [
      '--port',
      '0',
      '--data-dir',
      dir,
      '--activity',
      '25',
      '--history',
      'off',
      '--validators',
      '5',
      '--delegators',
      '5',
    ];
    const first = await spawnDevnet(args);
    const me = deriveKey('c-kill', 'me', 0);
    const friend = '0x00000000000000000000000000000000000f1e4d' as Hex;
    const atomicIDs: string[] = [];
    const evmHashes: Hex[] = [];
    let lastBlock: { number: Hex; hash: Hex } | undefined;
    try {
      // Fund `me` on X (the activity also spends ewoq, so retry on a lost race).
      for (let i = 0; i < 20; i++) {
        try {
          const tx = buildBaseTx(LOCAL_X_TX_CONTEXT, {
            utxos: await xUtxos(first.url, EWOQ_KEY),
            keys: [EWOQ_KEY],
            outputs: [transferOut(AVAX_ASSET_ID, 1000n * AVAX, owners([me.address]))],
            changeTo: EWOQ_KEY.address,
            nowSec: nowSec(),
          });
          await jsonRpc(first.url + '/ext/bc/X', 'avm.issueTx', { tx: formatBytes(tx.bytes) });
          break;
        } catch {
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      const deadline = Date.now() + 4000;
      while (Date.now() < deadline) {
        const r = await roundTrip(first.url, me, friend);
        atomicIDs.push(...r.atomicIDs);
        evmHashes.push(r.evmHash);
      }
      lastBlock = await eth<{ number: Hex; hash: Hex }>(first.url, 'eth_getBlockByNumber', ['latest', false]);
    } catch (e) {
      // An "internal error" answer is explained only by the devnet's own log.
      throw new Error(`${(e as Error).message}\n--- devnet stderr ---\n${first.stderr().slice(-4000)}`);
    } finally {
      first.child.kill('SIGKILL');
    }
    expect(await first.exited).toBe('SIGKILL');
    expect(atomicIDs.length).toBeGreaterThanOrEqual(4);

    const second = await spawnDevnet(args);
    try {
      // Every block up to the last one seen is there with the same hash (replayed with its atomic txs).
      const again = await eth<{ hash: Hex }>(second.url, 'eth_getBlockByNumber', [lastBlock?.number, false]);
      expect(again.hash).toBe(lastBlock?.hash);
      for (const txID of atomicIDs) {
        const status = await jsonRpc(second.url + '/ext/bc/C/avax', 'avax.getAtomicTxStatus', { txID });
        expect(status.status, txID).toBe('Accepted');
        const block = await eth<{ blockExtraData: Hex }>(second.url, 'eth_getBlockByNumber', [
          `0x${BigInt(status.blockHeight as string).toString(16)}`,
          false,
        ]);
        expect(block.blockExtraData).not.toBe('0x');
      }
      for (const h of evmHashes) expect(await eth(second.url, 'eth_getTransactionReceipt', [h]), h).not.toBeNull();
      // The chain keeps going from where it was.
      const more = await roundTrip(second.url, me, friend);
      const status = await jsonRpc(second.url + '/ext/bc/C/avax', 'avax.getAtomicTxStatus', {
        txID: more.atomicIDs[1],
      });
      expect(BigInt(status.blockHeight as string)).toBeGreaterThan(BigInt(lastBlock?.number ?? '0x0'));
    } finally {
      second.child.kill('SIGKILL');
      await second.exited;
    }
  }, 180_000);
});
