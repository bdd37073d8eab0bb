// The X-chain wallet over HTTP, for tests that drive a devnet they started (in process or as a child
// process): read a key's UTXOs, send AVAX, export AVAX to the C-chain.
import { formatAddress } from '@/lib/codec/address';
import { decodeAvmUtxo } from '@/lib/codec/avm/tx';
import type { Utxo } from '@/lib/codec/avax';
import { formatBytes, parseBytes } from '@/lib/codec/encoding';
import { jsonRpc } from '../core/json-rpc-client';
import { AVAX_ASSET_ID, C_CHAIN_ID } from '../genesis/constants';
import type { DevnetKey } from '../genesis/keys';
import { buildBaseTx, buildExportTx, LOCAL_X_TX_CONTEXT, owners, transferOut, type BuiltTx } from './wallet';

const nowSec = (): bigint => BigInt(Math.floor(Date.now() / 1000));

/** `key`'s X-chain UTXOs on the devnet at `url` (the first page: enough for a test's few). */
async function xUtxosOf(url: string, key: DevnetKey): Promise<Utxo[]> {
  const r = await jsonRpc(url + '/ext/bc/X', 'avm.getUTXOs', { addresses: [formatAddress('X', 'local', key.address)] });
  return (r.utxos as string[]).map((h) => decodeAvmUtxo(parseBytes(h)));
}

async function issue(url: string, tx: BuiltTx): Promise<string> {
  return (await jsonRpc(url + '/ext/bc/X', 'avm.issueTx', { tx: formatBytes(tx.bytes) })).txID as string;
}

/** Sends `amount` nAVAX from `from` to `to` on X; resolves with the accepted txID. */
export async function sendXAvax(url: string, from: DevnetKey, to: DevnetKey, amount: bigint): Promise<string> {
  const tx = buildBaseTx(LOCAL_X_TX_CONTEXT, {
    utxos: await xUtxosOf(url, from),
    keys: [from],
    outputs: [transferOut(AVAX_ASSET_ID, amount, owners([to.address]))],
    changeTo: from.address,
    nowSec: nowSec(),
  });
  return issue(url, tx);
}

/** Exports `amount` nAVAX of `key`'s X funds to its own C- address (shared memory); resolves with the X txID. */
export async function exportXAvaxToC(url: string, key: DevnetKey, amount: bigint): Promise<string> {
  const tx = buildExportTx(LOCAL_X_TX_CONTEXT, {
    utxos: await xUtxosOf(url, key),
    keys: [key],
    changeTo: key.address,
    destinationChain: C_CHAIN_ID,
    exported: [transferOut(AVAX_ASSET_ID, amount, owners([key.address]))],
    nowSec: nowSec(),
  });
  return issue(url, tx);
}

/**
 * Sends `amount` nAVAX from `from` to `to`, retrying while a busy devnet's activity spends the same
 * UTXOs first (a lost race); resolves with the accepted txID, or rejects after `attempts` tries.
 */
export async function sendXAvaxDespiteActivity(
  url: string,
  from: DevnetKey,
  to: DevnetKey,
  amount: bigint,
  attempts: number,
): Promise<string> {
  for (let i = 1; ; i++) {
    try {
      return await sendXAvax(url, from, to, amount);
    } catch (e) {
      if (i >= attempts) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
