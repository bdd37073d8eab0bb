// avax.issueTx of an atomic tx issued before, as coreth answers it: one still in the mempool is
// taken as success (txpool.ErrAlreadyKnown) and lands once; an accepted one is verified again and
// refused for what is gone — an ImportTx's UTXOs, an ExportTx's nonce.
import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes, type Hex } from 'viem';
import { formatBytes } from '@/lib/codec/encoding';
import { encodeAtomicTx, type AtomicTx } from '@/lib/codec/evm-atomic';
import { idToString } from '@/lib/codec/ids';
import { evmAddressOf } from '@/lib/codec/secp256k1';
import { callMethod } from '../../core/testing';
import { C_CHAIN_ID, P_CHAIN_ID, X_CHAIN_ID } from '../../genesis/constants';
import { EWOQ_KEY, deriveKey } from '../../genesis/keys';
import { jsonRpc } from '../../core/json-rpc-client';
import { cChainPerSuite } from '../c-chain-fixture';
import { exportAvaxFromC, importFromX, putUtxoExportedFromX } from './test-txs';
import { createAvaxService } from './service';
import { primaryNetworkChains } from '../../core/aliases';

const importer = deriveKey('reissue', 'importer', 0);
const IMPORTER_EVM = hexToBytes(evmAddressOf(importer.privateKey));
const EWOQ_EVM = hexToBytes(evmAddressOf(EWOQ_KEY.privateKey));

describe('avax.issueTx of an atomic tx issued before', () => {
  const c = cChainPerSuite();
  const eth = <T>(method: string, params: unknown[] = []): Promise<T> => jsonRpc<T>(c.evm, method, params);
  const balanceOf = async (a: Uint8Array) => BigInt(await eth<Hex>('eth_getBalance', [bytesToHex(a), 'latest']));
  const nonceOf = async (a: Uint8Array) => BigInt(await eth<Hex>('eth_getTransactionCount', [bytesToHex(a), 'latest']));
  const baseFee = async () => BigInt(await eth<Hex>('eth_baseFee'));
  const issueTx = (tx: AtomicTx) =>
    callMethod(
      [
        createAvaxService({
          ctx: c.ctx,
          chainID: C_CHAIN_ID,
          atomic: c.evm.atomic!,
          lookupChain: primaryNetworkChains,
        }),
      ],
      'avax.issueTx',
      { tx: formatBytes(encodeAtomicTx(tx)), encoding: 'hex' },
    );

  let utxoSeq = 0;
  /** An ImportTx of a 2 AVAX UTXO that X exported to the importer. */
  const importTx = async (): Promise<AtomicTx> => {
    const utxo = putUtxoExportedFromX(c.ctx, importer, new Uint8Array(32).fill(++utxoSeq));
    return importFromX(importer, [utxo], await baseFee());
  };
  /** An ExportTx of 1 AVAX from ewoq's C balance to the P-chain, at ewoq's current nonce. */
  const exportTx = async (): Promise<AtomicTx> =>
    exportAvaxFromC(EWOQ_KEY, P_CHAIN_ID, await nonceOf(EWOQ_EVM), await baseFee());

  it('an ImportTx still in the mempool is answered with its id and credits once', async () => {
    const tx = await importTx();
    const before = await balanceOf(IMPORTER_EVM);
    const [first, second] = await Promise.all([issueTx(tx), issueTx(tx)]);
    expect(first).toEqual({ txID: expect.any(String) });
    expect(second).toEqual(first);
    const credited = (tx.unsigned.kind === 'ImportTx' ? tx.unsigned.outs[0]!.amount : 0n) * 10n ** 9n;
    expect(await balanceOf(IMPORTER_EVM)).toBe(before + credited);
  });

  it('an accepted ImportTx is refused: its UTXOs are gone from shared memory', async () => {
    const tx = await importTx();
    await issueTx(tx);
    const after = await balanceOf(IMPORTER_EVM);
    await expect(issueTx(tx)).rejects.toThrow(
      `failed to fetch import UTXOs from ${idToString(X_CHAIN_ID)} due to: not found`,
    );
    expect(await balanceOf(IMPORTER_EVM)).toBe(after);
  });

  it('an ExportTx still in the mempool is answered with its id and moves the nonce once', async () => {
    const tx = await exportTx();
    const nonce = await nonceOf(EWOQ_EVM);
    const [first, second] = await Promise.all([issueTx(tx), issueTx(tx)]);
    expect(second).toEqual(first);
    expect(await nonceOf(EWOQ_EVM)).toBe(nonce + 1n);
  });

  it('an accepted ExportTx is refused: its nonce is used', async () => {
    const tx = await exportTx();
    await issueTx(tx);
    const nonce = await nonceOf(EWOQ_EVM);
    await expect(issueTx(tx)).rejects.toThrow(/^invalid nonce$/);
    expect(await nonceOf(EWOQ_EVM)).toBe(nonce);
  });
});
