// The pre-built history of a fresh devnet moves AVAX across the atomic boundary of the C-chain:
// X and P export to C, the C activity imports to EVM accounts and exports back, X and P import.
import { describe, expect, test } from 'vitest';
import { hexToBytes, type Hex } from 'viem';
import { decodeAvmTx } from '@/lib/codec/avm/tx';
import { atomicTxID, decodeBlockExtraData, encodeAtomicTx, type AtomicTx } from '@/lib/codec/evm-atomic';
import { bytesEqual } from '@/lib/codec/ids';
import { parseBytes } from '@/lib/codec/encoding';
import { C_CHAIN_ID, P_CHAIN_ID, X_CHAIN_ID } from '../genesis/constants';
import { jsonRpc } from '../core/json-rpc-client';
import { devnetPerFile } from '../core/devnet-per-file';

const devnet = devnetPerFile('atomic-history', { history: true, historyActions: 240, seed: 'atomic-history' }, 240_000);

const rpc = (pathName: string, method: string, params?: unknown) => jsonRpc(devnet.url + pathName, method, params);

describe('atomic txs in the pre-built history', () => {
  test('C blocks carry imports from X and P and exports to X and P, each one found by avax.getAtomicTx', async () => {
    const height = Number(BigInt(await rpc('/ext/bc/C/rpc', 'eth_blockNumber', [])));
    const atomics: { tx: AtomicTx; height: number }[] = [];
    for (let h = 1; h <= height; h++) {
      const b = await rpc('/ext/bc/C/rpc', 'eth_getBlockByNumber', [`0x${h.toString(16)}`, false]);
      for (const tx of decodeBlockExtraData(hexToBytes(b.blockExtraData as Hex))) atomics.push({ tx, height: h });
    }
    const imports = atomics
      .filter((a) => a.tx.unsigned.kind === 'ImportTx')
      .map((a) => a.tx.unsigned as Extract<AtomicTx['unsigned'], { kind: 'ImportTx' }>);
    const exports = atomics
      .filter((a) => a.tx.unsigned.kind === 'ExportTx')
      .map((a) => a.tx.unsigned as Extract<AtomicTx['unsigned'], { kind: 'ExportTx' }>);
    expect(imports.some((u) => bytesEqual(u.sourceChain, X_CHAIN_ID))).toBe(true);
    expect(imports.some((u) => bytesEqual(u.sourceChain, P_CHAIN_ID))).toBe(true);
    expect(exports.length).toBeGreaterThan(0);

    const { blockHeight } = await rpc('/ext/bc/C/avax', 'avax.getAtomicTxStatus', {
      txID: atomicTxID(encodeAtomicTx(atomics[0]!.tx)),
    });
    expect(Number(blockHeight)).toBe(atomics[0]!.height);
  });

  test('the X-chain imported from C', async () => {
    const n = Number((await rpc('/ext/index/X/tx', 'index.getLastAccepted', { encoding: 'hex' })).index);
    const { containers } = await rpc('/ext/index/X/tx', 'index.getContainerRange', {
      startIndex: Math.max(0, n - 1023),
      numToFetch: 1024,
      encoding: 'hex',
    });
    const kinds = (containers as { bytes: string }[]).map((c) => decodeAvmTx(parseBytes(c.bytes)).unsigned);
    expect(kinds.some((u) => u.kind === 'ImportTx' && bytesEqual(u.sourceChain, C_CHAIN_ID))).toBe(true);
    expect(kinds.some((u) => u.kind === 'ExportTx' && bytesEqual(u.destinationChain, C_CHAIN_ID))).toBe(true);
  });
});
