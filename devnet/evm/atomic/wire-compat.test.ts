// Wire compatibility of the C-chain's atomic side: avalanchejs 5.2.0 (dev-only, an independent
// client) reads the devnet's atomic UTXOs, builds and signs an ImportTx and an ExportTx that the
// devnet accepts, and re-serializes the devnet's avax.getAtomicTx bytes byte for byte.
import { beforeAll, describe, expect, test } from 'vitest';
import { Context, addTxSignatures, avaxSerial, evm, utils } from '@avalabs/avalanchejs';
import { hexToBytes } from 'viem';
import { formatAddress } from '@/lib/codec/address';
import { parseBytes } from '@/lib/codec/encoding';
import { bytesEqual } from '@/lib/codec/ids';
import { evmAddressOf } from '@/lib/codec/secp256k1';
import { decodeAtomicTx } from '@/lib/codec/evm-atomic';
import { AVAX, P_CHAIN_ID_STR, X_CHAIN_ID_STR } from '../../genesis/constants';
import { EWOQ_KEY } from '../../genesis/keys';
import { jsonRpc } from '../../core/json-rpc-client';
import { exportXAvaxToC } from '../../xchain/over-http';
import { devnetPerFile } from '../../core/devnet-per-file';

const devnet = devnetPerFile('avax-wire');
const EWOQ_C = formatAddress('C', 'local', EWOQ_KEY.address);
const EWOQ_EVM = hexToBytes(evmAddressOf(EWOQ_KEY.privateKey));

const rpc = (pathName: string, method: string, params?: unknown) => jsonRpc(devnet.url + pathName, method, params);

beforeAll(async () => {
  // Something to import: AVAX exported from X to ewoq's C- address.
  await exportXAvaxToC(devnet.url, EWOQ_KEY, 12n * AVAX);
});

describe('avalanchejs evm against the devnet C-chain', () => {
  test('ImportTx: built from the devnet UTXOs, signed, accepted; getAtomicTx bytes re-serialize identically', async () => {
    const context = await Context.getContextFromURI(devnet.url);
    const api = new evm.EVMApi(devnet.url);
    const { utxos } = await api.getUTXOs({ sourceChain: 'X', addresses: [EWOQ_C] });
    expect(utxos).toHaveLength(1);
    const baseFeeWei = await api.getBaseFee();
    const baseFeeNAvax = (baseFeeWei + 999_999_999n) / 1_000_000_000n;
    const unsignedTx = evm.newImportTxFromBaseFee(
      context,
      EWOQ_EVM,
      [EWOQ_KEY.address],
      utxos,
      X_CHAIN_ID_STR,
      baseFeeNAvax,
    );
    await addTxSignatures({ unsignedTx, privateKeys: [EWOQ_KEY.privateKey] });
    const signed = unsignedTx.getSignedTx();
    const before = BigInt(await rpc('/ext/bc/C/rpc', 'eth_getBalance', [evmAddressOf(EWOQ_KEY.privateKey), 'latest']));
    const { txID } = await api.issueSignedTx(signed);
    expect(await api.getAtomicTxStatus(txID)).toMatchObject({ status: 'Accepted' });

    const raw = await rpc('/ext/bc/C/avax', 'avax.getAtomicTx', { txID, encoding: 'hex' });
    const bytes = parseBytes(raw.tx);
    expect(bytesEqual(bytes, signed.toBytes())).toBe(true);
    const reparsed = utils.getManagerForVM('EVM').unpack(bytes, avaxSerial.SignedTx);
    expect(bytesEqual(reparsed.toBytes(), bytes)).toBe(true);
    const fetched = await api.getAtomicTx({ txID });
    expect(bytesEqual(fetched.tx.toBytes(), bytes)).toBe(true);
    expect(fetched.blockHeight).toBe(BigInt(raw.blockHeight));

    const tx = decodeAtomicTx(bytes);
    const credited = tx.unsigned.kind === 'ImportTx' ? (tx.unsigned.outs[0]?.amount ?? 0n) : 0n;
    const after = BigInt(await rpc('/ext/bc/C/rpc', 'eth_getBalance', [evmAddressOf(EWOQ_KEY.privateKey), 'latest']));
    expect(after - before).toBe(credited * 1_000_000_000n);
  });

  test('ExportTx: built with the account nonce and base fee, signed, accepted; the P-chain sees the UTXO', async () => {
    const context = await Context.getContextFromURI(devnet.url);
    const api = new evm.EVMApi(devnet.url);
    const baseFeeNAvax = ((await api.getBaseFee()) + 999_999_999n) / 1_000_000_000n;
    const nonce = BigInt(
      await rpc('/ext/bc/C/rpc', 'eth_getTransactionCount', [evmAddressOf(EWOQ_KEY.privateKey), 'latest']),
    );
    const unsignedTx = evm.newExportTxFromBaseFee(
      context,
      baseFeeNAvax,
      4n * AVAX,
      P_CHAIN_ID_STR,
      EWOQ_EVM,
      [EWOQ_KEY.address],
      nonce,
    );
    await addTxSignatures({ unsignedTx, privateKeys: [EWOQ_KEY.privateKey] });
    const signed = unsignedTx.getSignedTx();
    const { txID } = await api.issueSignedTx(signed);
    expect(await api.getAtomicTxStatus(txID)).toMatchObject({ status: 'Accepted' });
    const raw = await rpc('/ext/bc/C/avax', 'avax.getAtomicTx', { txID });
    expect(
      bytesEqual(
        utils.getManagerForVM('EVM').unpack(parseBytes(raw.tx), avaxSerial.SignedTx).toBytes(),
        signed.toBytes(),
      ),
    ).toBe(true);
    const onP = await rpc('/ext/bc/P', 'platform.getUTXOs', {
      addresses: [formatAddress('P', 'local', EWOQ_KEY.address)],
      sourceChain: 'C',
    });
    expect(onP.utxos).toHaveLength(1);
    expect(
      BigInt(await rpc('/ext/bc/C/rpc', 'eth_getTransactionCount', [evmAddressOf(EWOQ_KEY.privateKey), 'latest'])),
    ).toBe(nonce + 1n);
  });
});
