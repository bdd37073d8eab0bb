// Test-only: X-chain UTXOs as avm.getUTXOs returns them (hex), for the balance and UTXO export tests.
import { encodeAvmUtxo, formatBytes } from '@/lib/codec';

/** `count` AVAX-like transfer outputs to the zero address; the i-th holds `amount(i)` and is tx i's output i. */
export function utxoHexes(count: number, amount: (i: number) => bigint): string[] {
  return Array.from({ length: count }, (_, i) =>
    formatBytes(
      encodeAvmUtxo({
        txID: new Uint8Array(32).fill(i % 256),
        outputIndex: i,
        assetID: new Uint8Array(32).fill(7),
        output: {
          kind: 'secp256k1fx.TransferOutput',
          amount: amount(i),
          owners: { locktime: 0n, threshold: 1, addrs: [new Uint8Array(20)] },
        },
      }),
      'hex',
    ),
  );
}
