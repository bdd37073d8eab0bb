// Signing and issuing P-chain txs from the ewoq key through the app's proxy, with our own codec (as
// e2e/x-wallet.ts does on X).
import { expect, type APIRequestContext } from '@playwright/test';
import {
  decodePvmUtxo,
  encodePvmTx,
  formatAddress,
  formatBytes,
  idToString,
  parseBytes,
  pvmTxId,
  type BaseTxFields,
  type PvmUnsignedTx,
} from '@/lib/codec';
import { signPvmTx } from '@/lib/codec/pvm/sign';
import { EWOQ_KEY } from '@/devnet/genesis/keys';
import { rpc } from './node-rpc';

const P_CHAIN_ID = new Uint8Array(32);

/**
 * Spends one of ewoq's AVAX UTXOs on P into the tx `build` makes of it (base fields with that input
 * and no outputs given), signs (with ewoq once more per `extraSignatures`, e.g. a subnet's
 * authorization), issues and waits until committed. The activity generator spends ewoq's UTXOs too:
 * when it takes ours first, the next is tried.
 */
export async function issueEwoqPTx(
  request: APIRequestContext,
  build: (base: BaseTxFields, amount: bigint, assetID: Uint8Array) => PvmUnsignedTx,
  extraSignatures = 0,
): Promise<string> {
  const [{ networkID }, { assetID }] = await Promise.all([
    rpc<{ networkID: string }>(request, 'info', 'info.getNetworkID', {}),
    rpc<{ assetID: string }>(request, 'bc/P', 'platform.getStakingAssetID', {}),
  ]);
  const owner = formatAddress('P', 'local', EWOQ_KEY.address);
  let lastError: unknown;
  for (let attempt = 0; attempt < 4; attempt++) {
    const { utxos } = await rpc<{ utxos: string[] }>(request, 'bc/P', 'platform.getUTXOs', {
      addresses: [owner],
      limit: 1024,
      encoding: 'hex',
    });
    const spendable = utxos
      .map((h) => decodePvmUtxo(parseBytes(h, 'hex')))
      .flatMap((u) =>
        u.output.kind === 'secp256k1fx.TransferOutput' &&
        u.output.owners.threshold === 1 &&
        u.output.owners.locktime === 0n &&
        u.output.amount > 10_000_000_000n &&
        idToString(u.assetID) === assetID
          ? [{ ...u, amount: u.output.amount }]
          : [],
      );
    const u = spendable[spendable.length - 1 - (attempt % Math.max(spendable.length, 1))];
    if (!u) throw new Error('ewoq has no spendable AVAX UTXO on P');
    const base: BaseTxFields = {
      networkID: Number(networkID),
      blockchainID: P_CHAIN_ID,
      inputs: [
        {
          txID: u.txID,
          outputIndex: u.outputIndex,
          assetID: u.assetID,
          input: { kind: 'secp256k1fx.TransferInput', amount: u.amount, sigIndices: [0] },
        },
      ],
      outputs: [],
      memo: new Uint8Array(),
    };
    const signers = [[EWOQ_KEY.privateKey], ...Array.from({ length: extraSignatures }, () => [EWOQ_KEY.privateKey])];
    const bytes = encodePvmTx(signPvmTx(build(base, u.amount, u.assetID), signers));
    try {
      const { txID } = await rpc<{ txID: string }>(request, 'bc/P', 'platform.issueTx', {
        tx: formatBytes(bytes, 'hex'),
        encoding: 'hex',
      });
      expect(txID).toBe(idToString(pvmTxId(bytes)));
      await expect
        .poll(async () => (await rpc<{ status: string }>(request, 'bc/P', 'platform.getTxStatus', { txID })).status, {
          timeout: 20_000,
        })
        .toBe('Committed');
      return txID;
    } catch (err) {
      lastError = err;
    }
  }
  throw lastError;
}
