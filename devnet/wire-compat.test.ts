// Wire compatibility: an independent client library (@avalabs/avalanchejs 5.2.0, dev-only) pointed at
// a running devnet reads its UTXOs, txs and blocks, re-serializes them to identical bytes, and a
// BaseTx it builds and signs is accepted.
import { describe, expect, test } from 'vitest';
import { addTxSignatures, avm, Context, TransferableOutput, utils, avaxSerial, Utxo } from '@avalabs/avalanchejs';
import { parseBytes } from '@/lib/codec/encoding';
import { avmBlockTxBytes } from '@/lib/codec/avm/block';
import { bytesEqual } from '@/lib/codec/ids';
import { jsonRpc } from './core/json-rpc-client';
import { devnetPerFile } from './core/devnet-per-file';
import { AVAX_ASSET_ID_STR, EWOQ_ADDRESS, EWOQ_PRIVATE_KEY, X_CHAIN_ID_STR } from './genesis/constants';
import { deriveKey } from './genesis/keys';

const devnet = devnetPerFile('wire', { logLevel: 'warn' });
const EWOQ_X = 'X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';

const rpc = (pathName: string, method: string, params?: unknown) => jsonRpc(devnet.url + pathName, method, params);

describe('avalanchejs against the devnet', () => {
  test('reads UTXOs that re-serialize to the same bytes', async () => {
    const xApi = new avm.AVMApi(devnet.url);
    const { utxos } = await xApi.getUTXOs({ addresses: [EWOQ_X] });
    expect(utxos).toHaveLength(1);
    const raw = await rpc('/ext/bc/X', 'avm.getUTXOs', { addresses: [EWOQ_X] });
    const manager = utils.getManagerForVM('AVM');
    // UTXOs carry no type id of their own: codec version, then the UTXO fields.
    const body = (utxos[0] as Utxo).toBytes(manager.getDefaultCodec());
    const reencoded = new Uint8Array([0, 0, ...body]);
    expect(bytesEqual(reencoded, parseBytes(raw.utxos[0]))).toBe(true);
    expect((utxos[0] as Utxo).getAssetId()).toBe(AVAX_ASSET_ID_STR);
  });

  test('builds and signs a BaseTx that the devnet accepts; tx and block parse back identically', async () => {
    const context = await Context.getContextFromURI(devnet.url);
    expect(context.xBlockchainID).toBe(X_CHAIN_ID_STR);
    expect(context.avaxAssetID).toBe(AVAX_ASSET_ID_STR);
    const xApi = new avm.AVMApi(devnet.url);
    const { utxos } = await xApi.getUTXOs({ addresses: [EWOQ_X] });
    const to = deriveKey('wire', 'to', 0).address;
    const unsignedTx = avm.newBaseTx(
      context,
      [EWOQ_ADDRESS],
      utxos,
      [TransferableOutput.fromNative(context.avaxAssetID, 12_345_678_900n, [to])],
      {
        memo: new TextEncoder().encode('from avalanchejs'),
      },
    );
    await addTxSignatures({ unsignedTx, privateKeys: [EWOQ_PRIVATE_KEY] });
    const signed = unsignedTx.getSignedTx();
    const { txID } = await xApi.issueSignedTx(signed);
    expect(await xApi.getTxStatus({ txID })).toMatchObject({ status: 'Accepted' });

    const fetched = await xApi.getTx({ txID });
    expect(bytesEqual(fetched.toBytes(), signed.toBytes())).toBe(true);

    const height = (await rpc('/ext/bc/X', 'avm.getHeight')).height;
    const block = await rpc('/ext/bc/X', 'avm.getBlockByHeight', { height });
    const txs = avmBlockTxBytes(parseBytes(block.block));
    expect(txs).toHaveLength(1);
    const parsed = utils.getManagerForVM('AVM').unpack(txs[0] as Uint8Array, avaxSerial.SignedTx);
    expect(bytesEqual(parsed.toBytes(), txs[0] as Uint8Array)).toBe(true);
    expect(bytesEqual(parsed.toBytes(), signed.toBytes())).toBe(true);

    const { utxos: received } = await xApi.getUTXOs({ addresses: ['X-' + utils.formatBech32('local', to)] });
    expect(received).toHaveLength(1);
    expect(received[0]?.utxoId.txID.toString()).toBe(txID);
  });
});
