// Signing and issuing P-chain txs from the ewoq key through the app's proxy, with our own codec (as
// e2e/x-wallet.ts does on X).
import type { APIRequestContext } from '@playwright/test';
import {
  decodePvmUtxo,
  idFromString,
  encodePvmTx,
  pvmTxId,
  type BaseTxFields,
  secpInputSpending,
  type PvmUnsignedTx,
} from '@/lib/codec';
import { signPvmTx } from '@/lib/codec/pvm/sign';
import { EWOQ_KEY } from '@/devnet/genesis/keys';
import { spendEwoqUtxo } from './ewoq-spend';
import { rpc } from './node-rpc';

const P_CHAIN_ID = new Uint8Array(32);

/**
 * Spends one of ewoq's AVAX UTXOs on P into the tx `build` makes of it (base fields with that input
 * and no outputs given; the UTXO holds more than `minAmount`), signs (with ewoq once more per
 * `extraSignatures`, e.g. a subnet's authorization), issues and waits until committed. The activity generator spends ewoq's UTXOs too:
 * when it takes ours first, the next is tried.
 */
export async function issueEwoqPTx(
  request: APIRequestContext,
  build: (base: BaseTxFields, amount: bigint, assetID: Uint8Array) => PvmUnsignedTx,
  extraSignatures = 0,
  minAmount = 10_000_000_000n,
): Promise<string> {
  const [{ networkID }, { assetID }] = await Promise.all([
    rpc<{ networkID: string }>(request, 'info', 'info.getNetworkID', {}),
    rpc<{ assetID: string }>(request, 'bc/P', 'platform.getStakingAssetID', {}),
  ]);
  return spendEwoqUtxo(request, 'P', {
    assetID,
    minAmount,
    decode: decodePvmUtxo,
    sign: (utxo, amount) => {
      const base: BaseTxFields = {
        networkID: Number(networkID),
        blockchainID: P_CHAIN_ID,
        inputs: [secpInputSpending(utxo, amount, [0])],
        outputs: [],
        memo: new Uint8Array(),
      };
      const signers = [[EWOQ_KEY.privateKey], ...Array.from({ length: extraSignatures }, () => [EWOQ_KEY.privateKey])];
      const bytes = encodePvmTx(signPvmTx(build(base, amount, utxo.assetID), signers));
      return { bytes, txID: pvmTxId(bytes) };
    },
  });
}

/** A delegation's terms on P, as the node tells them: network, staking asset, least stake, validators. */
export async function delegationTerms(request: APIRequestContext) {
  const [{ networkID }, { assetID }, { minDelegatorStake }, { validators }] = await Promise.all([
    rpc<{ networkID: string }>(request, 'info', 'info.getNetworkID'),
    rpc<{ assetID: string }>(request, 'bc/P', 'platform.getStakingAssetID'),
    rpc<{ minDelegatorStake: string }>(request, 'bc/P', 'platform.getMinStake'),
    rpc<{ validators: { nodeID: string; txID?: string; endTime?: string }[] }>(
      request,
      'bc/P',
      'platform.getCurrentValidators',
    ),
  ]);
  return {
    networkID: Number(networkID),
    avax: idFromString(assetID),
    stake: BigInt(minDelegatorStake),
    validators,
  };
}
