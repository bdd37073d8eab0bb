// An atomic tx issued while EVM txs wait in EDR's pool, in both orders. EDR refuses to set a nonce while
// its pool holds an executable tx (even one just dropped), and an ExportTx sets the exporter's nonce: the
// chain must still accept both txs, land them, and keep going. The calls start in one tick, so the EVM tx
// is in the pool when the atomic tx applies, every run.
import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { encodeAtomicTx, type AtomicTx } from '@/lib/codec/evm-atomic';
import { idFromString, idToString } from '@/lib/codec/ids';
import { evmAddressOf } from '@/lib/codec/secp256k1';
import { X_CHAIN_ID } from '../../genesis/constants';
import { EWOQ_KEY, deriveKey, type DevnetKey } from '../../genesis/keys';
import { jsonRpc } from '../../core/json-rpc-client';
import { cChainPerSuite } from '../c-chain-fixture';
import { exportAvaxFromC, importFromX, putUtxoExportedFromX } from './test-txs';

const EWOQ_EVM = hexToBytes(evmAddressOf(EWOQ_KEY.privateKey));
const ewoq = privateKeyToAccount(bytesToHex(EWOQ_KEY.privateKey));
const importer = deriveKey('pending-evm', 'importer', 0);

describe('C-chain: atomic txs while EVM txs are pending', () => {
  const c = cChainPerSuite();
  const eth = <T>(method: string, params: unknown[] = []): Promise<T> => jsonRpc<T>(c.evm, method, params);
  const nonceOf = async (address: Hex) =>
    Number(BigInt(await eth<Hex>('eth_getTransactionCount', [address, 'latest'])));
  const baseFee = async () => BigInt(await eth<Hex>('eth_baseFee'));
  const evmTransfer = async (nonce: number): Promise<Hex> =>
    ewoq.signTransaction({
      type: 'eip1559',
      chainId: 43112,
      nonce,
      to: '0x00000000000000000000000000000000000f1e4d',
      value: 1n,
      gas: 21_000n,
      maxFeePerGas: (await baseFee()) * 4n,
      maxPriorityFeePerGas: 0n,
    });
  /** An ExportTx of `from`'s C balance to X: it sets `from`'s nonce. */
  const exportFrom = async (key: DevnetKey): Promise<AtomicTx> =>
    exportAvaxFromC(key, X_CHAIN_ID, BigInt(await nonceOf(evmAddressOf(key.privateKey))), await baseFee());
  let utxoSeq = 0;
  /** An ImportTx of a UTXO X exported to `importer`: it credits an EVM balance and sets no nonce. */
  const importToEvm = async (): Promise<AtomicTx> => {
    const utxo = putUtxoExportedFromX(c.ctx, importer, new Uint8Array(32).fill(++utxoSeq));
    return importFromX(importer, [utxo], await baseFee());
  };
  const issueAtomic = async (tx: AtomicTx) => idToString(await c.evm.atomic!.issue(encodeAtomicTx(tx)));
  const mined = async (hash: Hex) => (await eth<{ status: Hex } | null>('eth_getTransactionReceipt', [hash]))?.status;

  const cases = [
    { kind: 'export', build: () => exportFrom(deriveKey('pending-evm', 'exporter', 0)) },
    { kind: 'import', build: importToEvm },
  ];

  // The exporter needs C funds of its own (the EVM transfer below is ewoq's).
  it('funds the exporter', async () => {
    const exporter = deriveKey('pending-evm', 'exporter', 0);
    const raw = await ewoq.signTransaction({
      type: 'eip1559',
      chainId: 43112,
      nonce: await nonceOf(ewoq.address),
      to: evmAddressOf(exporter.privateKey),
      value: 100n * 10n ** 18n,
      gas: 21_000n,
      maxFeePerGas: (await baseFee()) * 4n,
      maxPriorityFeePerGas: 0n,
    });
    expect(await mined(await c.evm.issueRawTx(raw))).toBe('0x1');
  });

  for (const { kind, build } of cases) {
    it(`an ${kind} issued while an EVM tx is pending: both land`, async () => {
      const atomic = await build();
      const raw = await evmTransfer(await nonceOf(ewoq.address));
      const [hash, txID] = await Promise.all([c.evm.issueRawTx(raw), issueAtomic(atomic)]);
      expect(await mined(hash)).toBe('0x1');
      expect(c.evm.atomic!.accepted(idFromString(txID))).toBeDefined();
    });

    it(`an EVM tx sent while an ${kind} is pending: both land`, async () => {
      const atomic = await build();
      const raw = await evmTransfer(await nonceOf(ewoq.address));
      const [txID, hash] = await Promise.all([issueAtomic(atomic), c.evm.issueRawTx(raw)]);
      expect(await mined(hash)).toBe('0x1');
      expect(c.evm.atomic!.accepted(idFromString(txID))).toBeDefined();
    });
  }

  it('keeps taking EVM and atomic txs afterwards', async () => {
    const before = await nonceOf(ewoq.address);
    expect(await mined(await c.evm.issueRawTx(await evmTransfer(before)))).toBe('0x1');
    await issueAtomic(await exportFrom(EWOQ_KEY));
    expect(await nonceOf(ewoq.address)).toBe(before + 2);
    expect(await eth<Hex>('eth_getBalance', [bytesToHex(EWOQ_EVM), 'latest'])).not.toBe('0x0');
  });
});
