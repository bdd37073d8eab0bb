// Durability of the C-chain: kill -9 of a devnet busy with activity (C transfers and atomic txs
// among it) loses no accepted C block, EVM tx or atomic tx; the restart replays the blocks (atomic
// balance changes included) to the same hashes and keeps going.

import { describe, expect, test } from 'vitest';
import { bytesToHex, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { formatAddress } from '@/lib/codec/address';
import { formatBytes, parseBytes } from '@/lib/codec/encoding';
import { decodeAtomicUtxo, encodeAtomicTx } from '@/lib/codec/evm-atomic';
import { jsonRpc } from '../core/json-rpc-client';
import { exportAvaxFromC, importFromX } from './atomic/test-txs';
import { exportXAvaxToC, sendXAvaxDespiteActivity } from '../xchain/over-http';
import { acrossKill9 } from '../core/spawn-devnet';
import { AVAX, X_CHAIN_ID } from '../genesis/constants';
import { EWOQ_KEY, deriveKey, type DevnetKey } from '../genesis/keys';

const eth = <T = unknown>(url: string, method: string, params: unknown[] = []) =>
  jsonRpc<T>(url + '/ext/bc/C/rpc', method, params);

/** One X → C → (EVM transfer) → X round trip of `me`; returns the ids it got accepted. */
async function roundTrip(url: string, me: DevnetKey, friend: Hex) {
  await exportXAvaxToC(url, me, 5n * AVAX);
  const waiting = (
    await jsonRpc(url + '/ext/bc/C/avax', 'avax.getUTXOs', {
      addresses: [formatAddress('C', 'local', me.address)],
      sourceChain: 'X',
    })
  ).utxos as string[];
  const utxos = waiting.map((u) => decodeAtomicUtxo(parseBytes(u)));
  const baseFee = BigInt(await eth<Hex>(url, 'eth_baseFee'));
  const importID = (
    await jsonRpc(url + '/ext/bc/C/avax', 'avax.issueTx', {
      tx: formatBytes(encodeAtomicTx(importFromX(me, utxos, baseFee))),
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
  const exported = exportAvaxFromC(me, X_CHAIN_ID, exportNonce, BigInt(await eth<Hex>(url, 'eth_baseFee')));
  const exportID = (
    await jsonRpc(url + '/ext/bc/C/avax', 'avax.issueTx', { tx: formatBytes(encodeAtomicTx(exported)) })
  ).txID as string;
  return { atomicIDs: [importID, exportID], evmHash };
}

describe('C-chain persistence', () => {
  test('kill -9 during activity loses no accepted C block, EVM tx or atomic tx; the restart replays to the same hashes', async () => {
    const me = deriveKey('c-kill', 'me', 0);
    const friend = '0x00000000000000000000000000000000000f1e4d' as Hex;
    const atomicIDs: string[] = [];
    const evmHashes: Hex[] = [];
    let lastBlock: { number: Hex; hash: Hex } | undefined;
    await acrossKill9(
      'c-kill',
      async (url) => {
        // Fund `me` on X (the activity also spends ewoq, so retry on a lost race).
        await sendXAvaxDespiteActivity(url, EWOQ_KEY, me, 1000n * AVAX, 20);
        const deadline = Date.now() + 4000;
        while (Date.now() < deadline) {
          const r = await roundTrip(url, me, friend);
          atomicIDs.push(...r.atomicIDs);
          evmHashes.push(r.evmHash);
        }
        lastBlock = await eth<{ number: Hex; hash: Hex }>(url, 'eth_getBlockByNumber', ['latest', false]);
        expect(atomicIDs.length).toBeGreaterThanOrEqual(4);
      },
      async (url) => {
        // Every block up to the last one seen is there with the same hash (replayed with its atomic txs).
        const again = await eth<{ hash: Hex }>(url, 'eth_getBlockByNumber', [lastBlock?.number, false]);
        expect(again.hash).toBe(lastBlock?.hash);
        for (const txID of atomicIDs) {
          const status = await jsonRpc(url + '/ext/bc/C/avax', 'avax.getAtomicTxStatus', { txID });
          expect(status.status, txID).toBe('Accepted');
          const block = await eth<{ blockExtraData: Hex }>(url, 'eth_getBlockByNumber', [
            `0x${BigInt(status.blockHeight as string).toString(16)}`,
            false,
          ]);
          expect(block.blockExtraData).not.toBe('0x');
        }
        for (const h of evmHashes) expect(await eth(url, 'eth_getTransactionReceipt', [h]), h).not.toBeNull();
        // The chain keeps going from where it was.
        const more = await roundTrip(url, me, friend);
        const status = await jsonRpc(url + '/ext/bc/C/avax', 'avax.getAtomicTxStatus', { txID: more.atomicIDs[1] });
        expect(BigInt(status.blockHeight as string)).toBeGreaterThan(BigInt(lastBlock?.number ?? '0x0'));
      },
    );
  }, 180_000);
});
