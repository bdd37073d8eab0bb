// Credentials beyond base inputs, signed by avalanchejs 5.2.0 (dev-only, an independent signer): an
// X OperationTx's operation, a P CreateChainTx's subnet authorization and a C ExportTx's EVM input
// each pass with the right key and fail with another, against owners the node is asked for (and a
// DisableL1ValidatorTx, which avalanchejs cannot sign for its validator's owner, signed by our codec).
import { concatBytes } from '@noble/hashes/utils.js';
import {
  addTxSignatures,
  avaxSerial,
  avmSerial,
  BigIntPr,
  Bytes,
  Credential,
  evm,
  Id,
  Input,
  Int,
  MintOperation,
  MintOutput,
  OutputOwners,
  pvm,
  secp256k1,
  Signature,
  TransferableInput,
  TransferOutput,
  utils,
} from '@avalabs/avalanchejs';
import { describe, expect, it } from 'vitest';
import { formatAddress } from '@/lib/codec/address';
import { AVM_SAMPLES } from '@/lib/codec/testing/avm-fixtures';
import { avmTxId, encodeAvmTx, encodeAvmUnsignedTx, signAvmTx } from '@/lib/codec/avm';
import { formatBytes } from '@/lib/codec/encoding';
import { encodePvmTx, pvmCredentialCount, signPvmTx } from '@/lib/codec/pvm';
import { PVM_SAMPLES } from '@/lib/codec/testing/pvm-fixtures';
import { idToString } from '@/lib/codec/ids';
import {
  CODEC_VERSION,
  LOCAL_P_FEE_CONFIG,
  LOCAL_P_FEE_STATE,
  localOracleContext,
  oracleAvaxUtxo,
} from '@/lib/codec/oracle-helpers';
import { evmAddressOf } from '@/lib/codec/secp256k1';
import {
  AVAX_ASSET_ID_STRING,
  EWOQ_ADDR,
  EWOQ_KEY,
  filled,
  LOCAL_NETWORK_ID,
  SECOND_KEY,
  X_CHAIN_ID_STRING,
} from '@/lib/codec/testing/fixtures';
import { decodeXTx } from '@/lib/decode/avm';
import { decodeSignedTx } from './decode-signed';
import { ownerVerdicts, type NodeRpc } from './owner-lookup';

const ctx = { hrp: 'local', chainAliases: { [X_CHAIN_ID_STRING]: 'X' as const } };
const avmCodec = avmSerial.getAVMManager().getDefaultCodec();

/** A node that knows one X tx (by id) and one subnet owned by ewoq; anything else is an error. */
function fakeNode(xTx: Uint8Array, subnetID: string): NodeRpc {
  const txID = idToString(avmTxId(xTx));
  return async <T>(_path: string, method: string, params: unknown): Promise<T> => {
    const p = params as { txID?: string; subnetID?: string };
    if (method === 'avm.getTx' && p.txID === txID) return { tx: formatBytes(xTx, 'hex') } as T;
    if (method === 'platform.getSubnet' && p.subnetID === subnetID)
      return { controlKeys: [formatAddress('P', 'local', EWOQ_ADDR)], threshold: '1' } as T;
    throw new Error(`not found: ${method}`);
  };
}

describe('an X OperationTx built and signed by avalanchejs', () => {
  // The producing tx: a CreateAssetTx whose base output (AVAX) pays the fee and whose secp mint
  // output the operation consumes, both owned by ewoq.
  const producer = encodeAvmTx(signAvmTx(AVM_SAMPLES.CreateAssetTx, [[EWOQ_KEY], [EWOQ_KEY]]));
  const producerID = idToString(avmTxId(producer));
  const minter = decodeXTx(producer, ctx).createdAsset!.initialOutputs.find(
    (o) => o.kind === 'secp256k1fx.MintOutput',
  )!;
  // avalanchejs 5.2.0 does not export TransferableOp: its class is taken from an op it parsed.
  const parsedOps = (
    utils.unpackWithManager('AVM', encodeAvmUnsignedTx(AVM_SAMPLES.OperationTx)) as unknown as {
      ops: object[];
    }
  ).ops;
  const TransferableOp = parsedOps[0]!.constructor as new (assetId: Id, utxoIds: unknown[], op: unknown) => object;
  const ewoqOwners = () => OutputOwners.fromNative([EWOQ_ADDR]);
  const opTx = new avmSerial.OperationTx(
    new avaxSerial.BaseTx(
      new Int(LOCAL_NETWORK_ID),
      Id.fromString(X_CHAIN_ID_STRING),
      [],
      [TransferableInput.fromNative(producerID, 0, AVAX_ASSET_ID_STRING, 3n, [0])],
      new Bytes(new Uint8Array()),
    ),
    [
      new TransferableOp(
        Id.fromString(producerID),
        [avaxSerial.UTXOID.fromNative(producerID, minter.outputIndex!)],
        new MintOperation(
          Input.fromNative([0]),
          new MintOutput(ewoqOwners()),
          new TransferOutput(new BigIntPr(500n), ewoqOwners()),
        ),
      ),
    ] as never,
  );

  async function signedBy(inputKey: Uint8Array, opKey: Uint8Array): Promise<string> {
    const unsigned = concatBytes(CODEC_VERSION, avmCodec.PackPrefix(opTx));
    const creds = [inputKey, opKey].map(
      async (k) => new Credential([new Signature(await secp256k1.sign(unsigned, k))]),
    );
    // SignedTx.toBytes() in 5.2.0 throws for an OperationTx ("unknown VM"): its parts are joined instead.
    return formatBytes(concatBytes(unsigned, avmCodec.PackPrefixList(await Promise.all(creds))), 'hex');
  }

  it('pairs the second credential with the operation, and the owner’s signature passes', async () => {
    const d = decodeSignedTx(await signedBy(EWOQ_KEY, EWOQ_KEY), ctx);
    expect(d.view).toMatchObject({ type: 'OperationTx' });
    expect(d.credentials.map((c) => c.signs?.kind)).toEqual(['input', 'operation']);
    expect(d.credentials[1]!.signs).toMatchObject({
      opKind: 'secp256k1fx.MintOperation',
      utxos: [{ txID: producerID, outputIndex: minter.outputIndex }],
    });
    const verdicts = await ownerVerdicts(d, ctx, fakeNode(producer, ''));
    expect(verdicts.map((v) => v.kind)).toEqual(['ok', 'ok']);
  });

  it('fails the operation signed with a key that does not own the mint output', async () => {
    const d = decodeSignedTx(await signedBy(EWOQ_KEY, SECOND_KEY), ctx);
    const [input, op] = await ownerVerdicts(d, ctx, fakeNode(producer, ''));
    expect(input!.kind).toBe('ok');
    expect(op).toMatchObject({ kind: 'mismatch', expected: [formatAddress('X', 'local', EWOQ_ADDR)] });
  });

  it('cannot check the operation when the node does not know the producing tx', async () => {
    const d = decodeSignedTx(await signedBy(EWOQ_KEY, EWOQ_KEY), ctx);
    const [, op] = await ownerVerdicts(
      d,
      ctx,
      fakeNode(encodeAvmTx(signAvmTx(AVM_SAMPLES.BaseTx, [[EWOQ_KEY], [EWOQ_KEY]])), ''),
    );
    expect(op!.kind).toBe('unknown');
  });
});

describe('a P CreateChainTx built and signed by avalanchejs', () => {
  const context = localOracleContext(LOCAL_P_FEE_CONFIG);
  const subnetID = idToString(filled(32, 0x33));
  const utxo = oracleAvaxUtxo(0x10, 0, 3_000_000_000_000n);

  async function signedBy(authKey: Uint8Array): Promise<string> {
    const unsignedTx = pvm.e.newCreateChainTx(
      {
        feeState: LOCAL_P_FEE_STATE,
        fromAddressesBytes: [EWOQ_ADDR],
        utxos: [utxo],
        chainName: 'snow',
        fxIds: [],
        genesisData: { hello: 'world' },
        subnetAuth: [0],
        subnetId: subnetID,
        vmId: idToString(filled(32, 0x44)),
      },
      context,
    );
    await addTxSignatures({ unsignedTx, privateKeys: [EWOQ_KEY] });
    const last = unsignedTx.getCredentials().length - 1;
    unsignedTx.addSignatureAt(await secp256k1.sign(unsignedTx.toBytes(), authKey), last, 0);
    return formatBytes(unsignedTx.getSignedTx().toBytes(), 'hex');
  }

  it('pairs the last credential with the subnet authorization: the subnet owner passes, another key fails', async () => {
    const good = decodeSignedTx(await signedBy(EWOQ_KEY), ctx);
    expect(good.chain).toBe('P');
    expect(good.credentials.at(-1)!.signs).toEqual({ kind: 'subnet-auth', subnetID, sigIndices: [0] });
    expect((await ownerVerdicts(good, ctx, fakeNode(new Uint8Array(), subnetID))).at(-1)!.kind).toBe('ok');
    const bad = decodeSignedTx(await signedBy(SECOND_KEY), ctx);
    expect((await ownerVerdicts(bad, ctx, fakeNode(new Uint8Array(), subnetID))).at(-1)).toMatchObject({
      kind: 'mismatch',
      expected: [formatAddress('P', 'local', EWOQ_ADDR)],
    });
  });
});

describe('a C ExportTx built and signed by avalanchejs', () => {
  const ewoqEvm = Uint8Array.from(Buffer.from(evmAddressOf(EWOQ_KEY).slice(2), 'hex'));

  async function signedBy(key: Uint8Array): Promise<string> {
    const unsignedTx = evm.newExportTxFromBaseFee(
      localOracleContext(),
      25n,
      1_000_000n,
      X_CHAIN_ID_STRING,
      ewoqEvm,
      [EWOQ_ADDR],
      0n,
    );
    unsignedTx.addSignatureAt(await secp256k1.sign(unsignedTx.toBytes(), key), 0, 0);
    return formatBytes(unsignedTx.getSignedTx().toBytes(), 'hex');
  }

  it('checks each EVM input’s signature against the address it debits', async () => {
    const good = decodeSignedTx(await signedBy(EWOQ_KEY), ctx);
    expect(good.chain).toBe('C');
    expect(good.credentials[0]!.signs).toEqual({ kind: 'evm-input', address: evmAddressOf(EWOQ_KEY) });
    const none: NodeRpc = () => Promise.reject(new Error('no lookup is needed'));
    expect((await ownerVerdicts(good, ctx, none))[0]!.kind).toBe('ok');
    const bad = decodeSignedTx(await signedBy(SECOND_KEY), ctx);
    expect((await ownerVerdicts(bad, ctx, none))[0]!.kind).toBe('mismatch');
  });
});

describe('a P DisableL1ValidatorTx', () => {
  const u = PVM_SAMPLES.find((x) => x.kind === 'DisableL1ValidatorTx')!;
  const validationID = idToString(filled(32, 0x66));
  const node: NodeRpc = async <T>(_p: string, method: string, params: unknown): Promise<T> => {
    if (method === 'platform.getL1Validator' && (params as { validationID: string }).validationID === validationID)
      return { deactivationOwner: { addresses: [formatAddress('P', 'local', EWOQ_ADDR)], threshold: '1' } } as T;
    throw new Error('not found');
  };
  const signed = (authKey: Uint8Array) => {
    const n = pvmCredentialCount(u);
    const keys = Array.from({ length: n }, (_, i) => [i === n - 1 ? authKey : EWOQ_KEY]);
    return formatBytes(encodePvmTx(signPvmTx(u, keys)), 'hex');
  };

  it('pairs its last credential with the deactivation owner, who must be the signer', async () => {
    const good = decodeSignedTx(signed(EWOQ_KEY), ctx);
    expect(good.credentials.at(-1)!.signs).toEqual({ kind: 'disable-auth', validationID, sigIndices: [0] });
    expect((await ownerVerdicts(good, ctx, node)).at(-1)!.kind).toBe('ok');
    expect((await ownerVerdicts(decodeSignedTx(signed(SECOND_KEY), ctx), ctx, node)).at(-1)!.kind).toBe('mismatch');
  });
});
