// An atomic tx issued while EVM txs wait in EDR's pool, in both orders. EDR refuses to set a nonce while
// its pool holds an executable tx (even one just dropped), and an ExportTx sets the exporter's nonce: the
// chain must still accept both txs, land them, and keep going. The calls start in one tick, so the EVM tx
// is in the pool when the atomic tx applies, every run.
import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { TransferableInput } from '@/lib/codec/avax';
import {
  encodeAtomicUtxo,
  atomicTxFee,
  encodeAtomicTx,
  signAtomicTx,
  type AtomicTx,
  type AtomicUnsignedTx,
} from '@/lib/codec/evm-atomic';
import { idFromString, idToString } from '@/lib/codec/ids';
import { evmAddressOf } from '@/lib/codec/secp256k1';
import { AVAX, AVAX_ASSET_ID, C_CHAIN_ID, NETWORK_ID, X_CHAIN_ID } from '../../genesis/constants';
import { EWOQ_KEY, deriveKey } from '../../genesis/keys';
import { owners, transferOut } from '../../xchain/wallet';
import { jsonRpc } from '../../core/json-rpc-client';
import { cChainPerSuite } from '../c-chain-fixture';

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
  const exportFrom = async (key: typeof EWOQ_KEY): Promise<AtomicTx> => {
    const address = hexToBytes(evmAddressOf(key.privateKey));
    const nonce = BigInt(await nonceOf(bytesToHex(address)));
    const u = (amount: bigint): AtomicUnsignedTx => ({
      kind: 'ExportTx',
      networkID: NETWORK_ID,
      blockchainID: C_CHAIN_ID,
      destinationChain: X_CHAIN_ID,
      ins: [{ address, amount, assetID: AVAX_ASSET_ID, nonce }],
      exportedOutputs: [transferOut(AVAX_ASSET_ID, AVAX, owners([key.address]))],
    });
    const fee = 2n * atomicTxFee(signAtomicTx(u(AVAX), [[key.privateKey]]), await baseFee());
    return signAtomicTx(u(AVAX + fee), [[key.privateKey]]);
  };
  let utxoSeq = 0;
  /** An ImportTx of a UTXO X exported to `importer`: it credits an EVM balance and sets no nonce. */
  const importToEvm = async (): Promise<AtomicTx> => {
    const txID = new Uint8Array(32).fill(++utxoSeq);
    const utxo = {
      txID,
      outputIndex: 0,
      assetID: AVAX_ASSET_ID,
      output: transferOut(AVAX_ASSET_ID, 2n * AVAX, owners([importer.address])).output,
    };
    c.ctx.db.transaction(() =>
      c.ctx.atomic.put([
        {
          txID,
          outputIndex: 0,
          sourceChain: X_CHAIN_ID,
          destinationChain: C_CHAIN_ID,
          bytes: encodeAtomicUtxo(utxo),
          addresses: [importer.address],
        },
      ]),
    )();
    const ins: TransferableInput[] = [
      {
        txID,
        outputIndex: 0,
        assetID: AVAX_ASSET_ID,
        input: { kind: 'secp256k1fx.TransferInput', amount: 2n * AVAX, sigIndices: [0] },
      },
    ];
    const u = (amount: bigint): AtomicUnsignedTx => ({
      kind: 'ImportTx',
      networkID: NETWORK_ID,
      blockchainID: C_CHAIN_ID,
      sourceChain: X_CHAIN_ID,
      importedInputs: ins,
      outs: [{ address: hexToBytes(evmAddressOf(importer.privateKey)), amount, assetID: AVAX_ASSET_ID }],
    });
    const fee = 2n * atomicTxFee(signAtomicTx(u(2n * AVAX), [[importer.privateKey]]), await baseFee());
    return signAtomicTx(u(2n * AVAX - fee), [[importer.privateKey]]);
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
