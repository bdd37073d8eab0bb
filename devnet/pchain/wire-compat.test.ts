// Wire compatibility with @avalabs/avalanchejs 5.2.0 (dev-only oracle): every P-chain block and tx the
// devnet produces parses there and re-serialises to the same bytes, and txs avalanchejs builds and
// signs with the ewoq key are accepted by platform.issueTx.
import { concatBytes } from '@noble/hashes/utils.js';
import {
  addTxSignatures,
  avaxSerial,
  BigIntPr,
  Common,
  Id,
  Int,
  pvm,
  Short,
  TransferableOutput,
  Utxo,
} from '@avalabs/avalanchejs';
import { sha256 } from '@noble/hashes/sha2.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '@/devnet/core/rng';
import { createPActivity } from '@/devnet/activity/p-activity';
import {
  AVAX_ASSET_ID_STR,
  EWOQ_ADDRESS,
  EWOQ_PRIVATE_KEY,
  PRIMARY_NETWORK_ID,
  X_CHAIN_ID,
  X_CHAIN_ID_STR,
} from '@/devnet/genesis/constants';
import { createXChain } from '@/devnet/xchain/index';
import { formatAddress } from '@/lib/codec/address';
import { amountOfInput, amountOfOutput } from '@/lib/codec/avax';
import { blsVerifyProofOfPossession } from '@/lib/codec/bls';
import { decodePvmUnsignedTx } from '@/lib/codec/pvm';
import { formatBytes, parseBytes } from '@/lib/codec/encoding';
import { idToString } from '@/lib/codec/ids';
import { localOracleContext, oracleVm } from '@/lib/codec/oracle-helpers';
import { type PFixture, call, pFixture } from './test-helpers';

const { manager, codec, signedTxBody, repack } = oracleVm('PVM');
const EWOQ_P = formatAddress('P', 'local', EWOQ_ADDRESS);

/** avalanchejs parses one signed tx body (no version) from `buf`; returns it, its re-serialisation and the rest. */
function txBody(buf: Uint8Array): { tx: avaxSerial.SignedTx; bytes: Uint8Array; rest: Uint8Array } {
  const [tx, rest] = avaxSerial.SignedTx.fromBytes(buf, codec);
  return { tx, bytes: signedTxBody(tx), rest };
}

/**
 * avalanchejs has no P-chain block types, so the block header is read with its primitives and each tx
 * with its SignedTx; the block is rebuilt from what it parsed.
 */
function reparseBlock(bytes: Uint8Array): { type: number; txs: avaxSerial.SignedTx[]; rebuilt: Uint8Array } {
  const parts: Uint8Array[] = [];
  let rest = bytes;
  const take = <T extends { toBytes(): Uint8Array }>(r: [T, Uint8Array]): T => {
    parts.push(r[0].toBytes());
    rest = r[1];
    return r[0];
  };
  const txs: avaxSerial.SignedTx[] = [];
  const takeTx = () => {
    const t = txBody(rest);
    parts.push(t.bytes);
    txs.push(t.tx);
    rest = t.rest;
  };
  const takeTxList = () => {
    const n = take(Int.fromBytes(rest)).value();
    for (let i = 0; i < n; i++) takeTx();
  };
  take(Short.fromBytes(rest));
  const type = take(Int.fromBytes(rest)).value();
  switch (type) {
    case 2: // ApricotCommitBlock (genesis)
      take(Id.fromBytes(rest));
      take(BigIntPr.fromBytes(rest));
      break;
    case 32: // BanffStandardBlock
      take(BigIntPr.fromBytes(rest));
      take(Id.fromBytes(rest));
      take(BigIntPr.fromBytes(rest));
      takeTxList();
      break;
    case 29: // BanffProposalBlock
      take(BigIntPr.fromBytes(rest));
      takeTxList();
      take(Id.fromBytes(rest));
      take(BigIntPr.fromBytes(rest));
      takeTx();
      break;
    case 30: // BanffAbortBlock
    case 31: // BanffCommitBlock
      take(BigIntPr.fromBytes(rest));
      take(Id.fromBytes(rest));
      take(BigIntPr.fromBytes(rest));
      break;
    default:
      throw new Error(`unexpected block type ${type}`);
  }
  expect(rest.length).toBe(0);
  return { type, txs, rebuilt: concatBytes(...parts) };
}

let f: PFixture;
beforeAll(async () => {
  f = pFixture({ validators: 4, delegators: 4 });
  const x = createXChain(f.ctx);
  const sources = createPActivity(f.ctx, { pchain: f.p, xchain: x });
  const rng = createRng(7);
  for (const name of ['p-import-from-x', 'p-export-to-x', 'p-validator-join', 'p-delegator-join']) {
    expect(await sources.find((s) => s.name === name)!.step(rng), name).toBe(true);
  }
  // Past the first staker's end: a proposal block with a RewardValidatorTx, then commit or abort.
  const first = f.p.state
    .allCurrentStakers()
    .filter((s) => s.kind !== 'subnetValidator')
    .sort((a, b) => (a.end < b.end ? -1 : 1))[0]!;
  f.clock.setVirtual(Number(first.end) * 1000 + 1000);
  await f.p.tick!(f.clock.nowMs());
});
afterAll(() => f.ctx.db.close());

describe('avalanchejs reads the P-chain blocks and txs the devnet produces', () => {
  it('every block and every tx round-trips byte for byte', async () => {
    const kinds = new Set<string>();
    const blockTypes = new Set<number>();
    let withBlsSigner = 0;
    for (let h = 0n; h <= f.p.height(); h++) {
      const row = f.p.state.blockByHeight(h)!;
      const { type, txs, rebuilt } = reparseBlock(row.bytes);
      expect(rebuilt, `block ${h}`).toEqual(row.bytes);
      blockTypes.add(type);
      for (const tx of txs) {
        const bytes = repack(tx);
        // The tx stored (and served by getTx) is the same tx, under the id avalanchejs derives.
        const id = idToString(sha256(bytes));
        const served = (await call(f.p, 'platform.getTx', { txID: id })) as { tx: string };
        expect(parseBytes(served.tx)).toEqual(bytes);
        const standalone = manager.unpack(bytes, avaxSerial.SignedTx);
        expect(repack(standalone)).toEqual(bytes);
        kinds.add(tx.unsignedTx._type);
        const u = tx.unsignedTx as unknown as {
          _type: string;
          signer?: { proof?: { publicKey: Uint8Array; signature: Uint8Array } };
        };
        const pop = u.signer?.proof;
        if (u._type === 'pvm.AddPermissionlessValidator' && pop) {
          // The proof avalanchejs read is a valid BLS proof of possession of the key it read.
          expect(blsVerifyProofOfPossession(pop.publicKey, pop.signature)).toBe(true);
          withBlsSigner++;
        }
      }
    }
    expect(blockTypes).toContain(2);
    expect(blockTypes).toContain(32);
    expect(blockTypes).toContain(29);
    expect(blockTypes.has(30) || blockTypes.has(31)).toBe(true);
    for (const k of [
      'pvm.BaseTx',
      'pvm.AddPermissionlessValidator',
      'pvm.AddPermissionlessDelegator',
      'pvm.CreateSubnetTx',
      'pvm.CreateChainTx',
      'pvm.AddSubnetValidator',
      'pvm.ConvertSubnetToL1Tx',
      'pvm.ImportTx',
      'pvm.ExportTx',
      'pvm.RewardValidatorTx',
    ])
      expect(kinds, k).toContain(k);
    expect(withBlsSigner).toBeGreaterThan(0);
  });
});

describe('platform.issueTx accepts txs avalanchejs builds and signs', () => {
  async function wallet() {
    const res = (await call(f.p, 'platform.getUTXOs', { addresses: [EWOQ_P], encoding: 'hex' })) as { utxos: string[] };
    const utxos = res.utxos.map((h) => manager.unpack(parseBytes(h), Utxo));
    const cfg = (await call(f.p, 'platform.getFeeConfig')) as {
      weights: number[];
      maxCapacity: number;
      maxPerSecond: number;
      targetPerSecond: number;
      minPrice: number;
      excessConversionConstant: number;
    };
    const st = (await call(f.p, 'platform.getFeeState')) as {
      capacity: number;
      excess: number;
      price: number;
      timestamp: string;
    };
    const [bandwidth, dbRead, dbWrite, compute] = cfg.weights as [number, number, number, number];
    const context = localOracleContext({
      weights: Common.createDimensions({ bandwidth, dbRead, dbWrite, compute }),
      maxCapacity: BigInt(cfg.maxCapacity),
      maxPerSecond: BigInt(cfg.maxPerSecond),
      targetPerSecond: BigInt(cfg.targetPerSecond),
      minPrice: BigInt(cfg.minPrice),
      excessConversionConstant: BigInt(cfg.excessConversionConstant),
    });
    const feeState = {
      capacity: BigInt(st.capacity),
      excess: BigInt(st.excess),
      price: BigInt(st.price),
      timestamp: st.timestamp,
    };
    return { common: { feeState, fromAddressesBytes: [EWOQ_ADDRESS], utxos }, context };
  }

  async function issue(unsignedTx: ReturnType<typeof pvm.e.newBaseTx>): Promise<string> {
    await addTxSignatures({ unsignedTx, privateKeys: [EWOQ_PRIVATE_KEY] });
    const signed = unsignedTx.getSignedTx().toBytes();
    const { txID } = (await call(f.p, 'platform.issueTx', { tx: formatBytes(signed) })) as { txID: string };
    expect(txID).toBe(idToString(sha256(signed)));
    expect(await call(f.p, 'platform.getTxStatus', { txID })).toEqual({ status: 'Committed' });
    return txID;
  }

  it('a BaseTx paying the dynamic fee moves the funds', async () => {
    const { common, context } = await wallet();
    const to = new Uint8Array(20).fill(0x5a);
    const out = TransferableOutput.fromNative(AVAX_ASSET_ID_STR, 123_000_000n, [to]);
    const unsigned = pvm.e.newBaseTx({ ...common, outputs: [out] }, context);
    const parsed = decodePvmUnsignedTx(unsigned.toBytes());
    if (parsed.kind !== 'BaseTx') throw new Error(parsed.kind);
    const fee =
      parsed.base.inputs.reduce((a, i) => a + amountOfInput(i.input), 0n) -
      parsed.base.outputs.reduce((a, o) => a + amountOfOutput(o.output), 0n);
    // The dynamic fee at the minimum gas price is far below the pre-Etna static 1 mAVAX.
    expect(fee).toBeGreaterThan(0n);
    expect(fee).toBeLessThan(1_000_000n);
    await issue(unsigned);
    const bal = (await call(f.p, 'platform.getBalance', { addresses: [formatAddress('P', 'local', to)] })) as {
      balance: string;
    };
    expect(bal.balance).toBe('123000000');
  });

  it('an ExportTx to the X-chain lands in shared memory', async () => {
    const { common, context } = await wallet();
    const out = TransferableOutput.fromNative(AVAX_ASSET_ID_STR, 7_000_000_000n, [EWOQ_ADDRESS]);
    const before = f.ctx.atomic.list(X_CHAIN_ID, PRIMARY_NETWORK_ID, [EWOQ_ADDRESS]).length;
    await issue(pvm.e.newExportTx({ ...common, destinationChainId: X_CHAIN_ID_STR, outputs: [out] }, context));
    const after = f.ctx.atomic.list(X_CHAIN_ID, PRIMARY_NETWORK_ID, [EWOQ_ADDRESS]);
    expect(after.length).toBe(before + 1);
  });

  it('a BaseTx that underpays the dynamic fee is refused', async () => {
    const { common, context } = await wallet();
    const out = TransferableOutput.fromNative(AVAX_ASSET_ID_STR, 1n, [EWOQ_ADDRESS]);
    // A wallet that believes gas is free pays no fee at all.
    const free = { ...common, feeState: { ...common.feeState, price: 0n } };
    const zeroFee = { ...context, platformFeeConfig: { ...context.platformFeeConfig, minPrice: 0n } };
    const unsigned = pvm.e.newBaseTx({ ...free, outputs: [out] }, zeroFee);
    await addTxSignatures({ unsignedTx: unsigned, privateKeys: [EWOQ_PRIVATE_KEY] });
    await expect(call(f.p, 'platform.issueTx', { tx: formatBytes(unsigned.getSignedTx().toBytes()) })).rejects.toThrow(
      /insufficient funds/,
    );
  });
});
