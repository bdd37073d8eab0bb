// Spending one of ewoq's AVAX UTXOs on X or P through the app's proxy: what the X and P e2e wallets
// share (they differ only in the tx they build and sign).
import type { APIRequestContext } from '@playwright/test';
import { formatAddress, idToString, parseBytes, type Utxo } from '@/lib/codec';
import { EWOQ_KEY } from '@/devnet/genesis/keys';
import { issueUntilFinal, rpc } from './node-rpc';

const GET_UTXOS = { X: { path: 'bc/X', method: 'avm.getUTXOs' }, P: { path: 'bc/P', method: 'platform.getUTXOs' } };

/**
 * Picks one of ewoq's unlocked, single-owner UTXOs on `chain` of `assetID` holding more than
 * `minAmount`, has `sign` turn it into signed tx bytes, issues them and waits until final. The
 * activity generator spends ewoq's UTXOs too: when it takes ours first, the next is tried.
 */
export async function spendEwoqUtxo(
  request: APIRequestContext,
  chain: 'X' | 'P',
  a: {
    assetID: string;
    minAmount: bigint;
    decode: (bytes: Uint8Array) => Utxo;
    sign: (utxo: Utxo, amount: bigint) => { bytes: Uint8Array; txID: Uint8Array };
  },
): Promise<string> {
  const owner = formatAddress(chain, 'local', EWOQ_KEY.address);
  let lastError: unknown;
  for (let attempt = 0; attempt < 4; attempt++) {
    const { utxos } = await rpc<{ utxos: string[] }>(request, GET_UTXOS[chain].path, GET_UTXOS[chain].method, {
      addresses: [owner],
      limit: 1024,
      encoding: 'hex',
    });
    const spendable = utxos
      .map((h) => a.decode(parseBytes(h, 'hex')))
      .flatMap((u) =>
        u.output.kind === 'secp256k1fx.TransferOutput' &&
        u.output.owners.threshold === 1 &&
        u.output.owners.locktime === 0n &&
        u.output.amount > a.minAmount &&
        idToString(u.assetID) === a.assetID
          ? [{ utxo: u, amount: u.output.amount }]
          : [],
      );
    const picked = spendable[spendable.length - 1 - (attempt % Math.max(spendable.length, 1))];
    if (!picked) throw new Error(`ewoq has no spendable AVAX UTXO on ${chain}`);
    const { bytes, txID } = a.sign(picked.utxo, picked.amount);
    try {
      return await issueUntilFinal(request, chain, bytes, idToString(txID));
    } catch (err) {
      lastError = err;
    }
  }
  throw lastError;
}
