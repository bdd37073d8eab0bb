import { describe, expect, test, beforeEach } from 'vitest';
import { sha256 } from '@noble/hashes/sha2.js';
import { parseBytes, formatBytes } from '@/lib/codec/encoding';
import { idToString } from '@/lib/codec/ids';
import { decodeAvmUtxo, encodeAvmUtxo } from '@/lib/codec/avm/tx';
import { formatAddress } from '@/lib/codec/address';
import { utxoIdBytes, type TransferableOutput, type Utxo } from '@/lib/codec/avax';
import type { AvmOperation } from '@/lib/codec/avm/types';
import { NodeError } from '../core/contracts';
import { callMethod, putExportedAvax, testContext, type TestContext } from '../core/testing';
import {
  AVAX,
  AVAX_ASSET_ID,
  AVAX_ASSET_ID_STR,
  EWOQ_ADDRESS_STR,
  HRP,
  P_CHAIN_ID,
  X_CHAIN_ID,
} from '../genesis/constants';
import { deriveKey, EWOQ_KEY, type DevnetKey } from '../genesis/keys';
import { createXChain, type XChainHandle } from './index';
import {
  buildBaseTx,
  buildCreateAssetTx,
  buildExportTx,
  buildImportTx,
  buildOperationTx,
  LOCAL_X_TX_CONTEXT,
  owners,
  transferOut,
} from './wallet';

const alice = deriveKey('test', 'alice', 0);
const bob = deriveKey('test', 'bob', 0);
const xAddr = (k: DevnetKey): string => formatAddress('X', HRP, k.address);

let ctx: TestContext;
let x: XChainHandle;
const now = (): bigint => BigInt(Math.floor(ctx.clock.nowMs() / 1000));
const call = (m: string, p: unknown = {}) => callMethod([x.handlers], m, p) as Promise<Record<string, any>>;

/** What a tx paid by `k` spends: its UTXOs, signed by it, the change back to it. */
const spentBy = (k: DevnetKey) => ({ utxos: x.utxosOf([k.address]), keys: [k], changeTo: k.address });

function send(from: DevnetKey, to: DevnetKey, amount: bigint, extra: { memo?: Uint8Array } = {}) {
  return buildBaseTx(LOCAL_X_TX_CONTEXT, {
    ...spentBy(from),
    outputs: [transferOut(AVAX_ASSET_ID, amount, owners([to.address]))],
    nowSec: now(),
    ...extra,
  });
}

/** A BaseTx from ewoq paying `outputs`, the change back to ewoq. */
function fromEwoq(outputs: TransferableOutput[]) {
  return buildBaseTx(LOCAL_X_TX_CONTEXT, {
    ...spentBy(EWOQ_KEY),
    outputs,
    nowSec: now(),
  });
}

/** A CreateAssetTx alice pays for, with `states` as its initial outputs per fx. */
function aliceCreatesAsset(
  name: string,
  symbol: string,
  denomination: number,
  states: Parameters<typeof buildCreateAssetTx>[1]['states'],
) {
  return buildCreateAssetTx(LOCAL_X_TX_CONTEXT, {
    ...spentBy(alice),
    name,
    symbol,
    denomination,
    states,
    nowSec: now(),
  });
}

/** An OperationTx in which `k` spends its `utxo` of `assetID` in `op`, paying the fee from its AVAX. */
function operationBy(k: DevnetKey, assetID: Uint8Array, utxo: Utxo, op: AvmOperation['op']) {
  return buildOperationTx(LOCAL_X_TX_CONTEXT, {
    utxos: x.utxosOf([k.address]).filter((u) => u.assetID.every((b, i) => b === AVAX_ASSET_ID[i])),
    keys: [k],
    changeTo: k.address,
    op: { assetID, utxoIDs: [{ txID: utxo.txID, outputIndex: utxo.outputIndex }], op },
    opSigners: [k.privateKey],
    nowSec: now(),
  });
}

beforeEach(() => {
  ctx = testContext();
  x = createXChain(ctx);
});

describe('genesis', () => {
  test('ewoq holds the local genesis allocation and the AVAX asset is the real one', async () => {
    const r = await call('avm.getUTXOs', { addresses: [EWOQ_ADDRESS_STR.replace(/^/, 'X-')] });
    expect(r.numFetched).toBe('1');
    const u = decodeAvmUtxo(parseBytes(r.utxos[0]));
    expect(idToString(u.txID)).toBe(AVAX_ASSET_ID_STR);
    expect(u.outputIndex).toBe(1);
    expect(u.output.kind === 'secp256k1fx.TransferOutput' && u.output.amount).toBe(300_000_000n * AVAX);
    const desc = await call('avm.getAssetDescription', { assetID: 'AVAX' });
    expect(desc).toEqual({ assetID: AVAX_ASSET_ID_STR, name: 'Avalanche', symbol: 'AVAX', denomination: '9' });
    // The genesis tx bytes hash to the documented AVAX asset id.
    const tx = await call('avm.getTx', { txID: AVAX_ASSET_ID_STR });
    expect(idToString(sha256(parseBytes(tx.tx)))).toBe(AVAX_ASSET_ID_STR);
    expect(await call('avm.getHeight')).toEqual({ height: '0' });
  });
});

describe('issueTx', () => {
  test('a signed BaseTx is accepted into a block and visible through every read method', async () => {
    const tx = send(EWOQ_KEY, alice, 100n * AVAX, { memo: new TextEncoder().encode('<script>alert(1)</script>') });
    const res = await call('avm.issueTx', { tx: formatBytes(tx.bytes) });
    expect(res.txID).toBe(idToString(tx.txID));
    expect(await call('avm.getTxStatus', { txID: res.txID })).toEqual({ status: 'Accepted' });
    expect(await call('avm.getHeight')).toEqual({ height: '1' });
    const got = await call('avm.getTx', { txID: res.txID });
    expect(parseBytes(got.tx)).toEqual(tx.bytes);
    const json = await call('avm.getTx', { txID: res.txID, encoding: 'json' });
    expect(json.tx.id).toBe(res.txID);
    const block = await call('avm.getBlockByHeight', { height: '1', encoding: 'json' });
    expect(block.block.txs.map((t: { id: string }) => t.id)).toEqual([res.txID]);
    const hexBlock = await call('avm.getBlockByHeight', { height: 1 });
    const byId = await call('avm.getBlock', { blockID: idToString(sha256(parseBytes(hexBlock.block))) });
    expect(byId.block).toBe(hexBlock.block);
    expect(await call('avm.getBalance', { address: xAddr(alice), assetID: 'AVAX' })).toMatchObject({
      balance: String(100n * AVAX),
    });
    expect((await call('avm.getAllBalances', { address: xAddr(alice) })).balances).toEqual([
      { asset: 'AVAX', balance: String(100n * AVAX) },
    ]);
    expect((await call('avm.getAddressTxs', { address: xAddr(alice), assetID: 'AVAX' })).txIDs).toEqual([res.txID]);
    // The accepted tx and block are in the index, in order.
    expect(ctx.indexStore.count('X/tx')).toBe(1);
    expect(ctx.indexStore.count('X/block')).toBe(2);
  });

  test('double spends are rejected, also when both arrive in the same batch', async () => {
    const a = send(EWOQ_KEY, alice, 5n * AVAX);
    const b = send(EWOQ_KEY, bob, 6n * AVAX); // same genesis UTXO
    const results = await Promise.allSettled([x.issueTx(a.bytes), x.issueTx(b.bytes)]);
    expect(results[0]?.status).toBe('fulfilled');
    expect(results[1]).toMatchObject({ status: 'rejected', reason: expect.any(NodeError) });
    // The mempool refuses a tx spending what a waiting one spends, and remembers why.
    const conflict = `tx conflicts with other tx: ${idToString(b.txID)}`;
    expect(String((results[1] as PromiseRejectedResult).reason.message)).toBe(conflict);
    await expect(x.issueTx(b.bytes)).rejects.toThrow(conflict);
    // Once accepted, the tx's inputs are spent: issuing it again is refused.
    const input = a.unsigned.base.inputs[0]!;
    await expect(x.issueTx(a.bytes)).rejects.toThrow(
      `failed to verify transfer: failed to get utxo ${idToString(utxoIdBytes(input.txID, input.outputIndex))}: not found`,
    );
  });

  test('avm.issueTx of a tx still waiting answers its id, as the node answers a mempool duplicate', async () => {
    const a = send(EWOQ_KEY, alice, 7n * AVAX);
    const tx = formatBytes(a.bytes);
    const h = x.height();
    const [first, second] = await Promise.all([call('avm.issueTx', { tx }), call('avm.issueTx', { tx })]);
    expect(first).toEqual({ txID: idToString(a.txID) });
    expect(second).toEqual(first);
    expect(x.height()).toBe(h + 1);
    expect((await call('avm.getBalance', { address: xAddr(alice), assetID: 'AVAX' })).balance).toBe(String(7n * AVAX));
    // Accepted now: the same bytes are refused, with the node's message, every time.
    const input = a.unsigned.base.inputs[0]!;
    const spent = `failed to verify transfer: failed to get utxo ${idToString(utxoIdBytes(input.txID, input.outputIndex))}: not found`;
    await expect(call('avm.issueTx', { tx })).rejects.toThrow(spent);
    await expect(call('avm.issueTx', { tx })).rejects.toThrow(spent);
    expect(x.height()).toBe(h + 1);
    expect(await call('avm.getTxStatus', { txID: idToString(a.txID) })).toEqual({ status: 'Accepted' });
  });

  test('bad signatures, wrong network, big memos and short fees get the node errors', async () => {
    await x.issueTx(send(EWOQ_KEY, alice, 50n * AVAX).bytes);
    // Signed by bob for alice's UTXO.
    const forged = buildBaseTx(LOCAL_X_TX_CONTEXT, {
      utxos: x.utxosOf([alice.address]),
      keys: [{ ...alice, privateKey: bob.privateKey }],
      outputs: [transferOut(AVAX_ASSET_ID, AVAX, owners([bob.address]))],
      changeTo: alice.address,
      nowSec: now(),
    });
    await expect(x.issueTx(forged.bytes)).rejects.toThrow('wrong signature');
    const bigMemo = send(alice, bob, AVAX, { memo: new Uint8Array(257) });
    await expect(x.issueTx(bigMemo.bytes)).rejects.toThrow('memo exceeds maximum length: 257 > 256');
    const noFee = buildBaseTx(
      { ...LOCAL_X_TX_CONTEXT, txFee: 0n },
      { utxos: x.utxosOf([alice.address]), keys: [alice], outputs: [], changeTo: bob.address, nowSec: now() },
    );
    await expect(x.issueTx(noFee.bytes)).rejects.toThrow(/insufficient funds/);
    const otherNet = buildBaseTx(
      { ...LOCAL_X_TX_CONTEXT, networkID: 1 },
      { ...spentBy(alice), outputs: [], nowSec: now() },
    );
    await expect(x.issueTx(otherNet.bytes)).rejects.toThrow('tx has wrong network ID');
    await expect(x.issueTx(new Uint8Array([0, 0, 0, 0, 0, 9]))).rejects.toThrow(/couldn't parse tx/);
  });

  test('a valid signature with its recovery byte flipped is refused like the node does, and changes nothing', async () => {
    // The first tx teaches the chain ewoq's public key, so the next ones take the fast signature path.
    await x.issueTx(send(EWOQ_KEY, alice, 5n * AVAX).bytes);
    for (let round = 0; round < 6; round++) {
      const tx = send(EWOQ_KEY, bob, AVAX);
      // One input, one credential with one signature: the tx ends with r || s || v.
      const flipped = Uint8Array.from(tx.bytes);
      const last = flipped.length - 1;
      flipped[last] = (flipped[last] as number) ^ 1;
      const heightBefore = x.height();
      await expect(x.issueTx(flipped)).rejects.toThrow(new NodeError('wrong signature'));
      expect(x.height()).toBe(heightBefore);
      expect(x.utxosOf([bob.address])).toHaveLength(round);
      await expect(call('avm.getTxStatus', { txID: idToString(sha256(flipped)) })).resolves.toEqual({
        status: 'Unknown',
      });
      // The same tx with its own recovery byte goes through.
      await x.issueTx(tx.bytes);
      expect(x.utxosOf([bob.address])).toHaveLength(round + 1);
    }
  });

  test('locktimes and multisig thresholds are enforced', async () => {
    const locked = fromEwoq([
      transferOut(AVAX_ASSET_ID, 10n * AVAX, owners([alice.address], 1, now() + 3600n)),
      transferOut(AVAX_ASSET_ID, 10n * AVAX, owners([alice.address, bob.address], 2)),
    ]);
    await x.issueTx(locked.bytes);
    const aliceUtxos = x.utxosOf([alice.address]);
    const lockedUtxo = aliceUtxos.find(
      (u) => u.output.kind === 'secp256k1fx.TransferOutput' && u.output.owners.locktime > 0n,
    ) as Utxo;
    const multisig = aliceUtxos.find(
      (u) => u.output.kind === 'secp256k1fx.TransferOutput' && u.output.owners.threshold === 2,
    ) as Utxo;
    // Spending the locked output "as of later" builds fine but the chain refuses it now.
    const early = buildBaseTx(LOCAL_X_TX_CONTEXT, {
      utxos: [lockedUtxo],
      keys: [alice],
      outputs: [],
      changeTo: alice.address,
      nowSec: now() + 7200n,
    });
    await expect(x.issueTx(early.bytes)).rejects.toThrow('output is time locked');
    const oneSig = buildBaseTx(LOCAL_X_TX_CONTEXT, {
      utxos: [
        {
          ...multisig,
          output: { ...multisig.output, owners: { ...(multisig.output as any).owners, threshold: 1 } },
        } as Utxo,
      ],
      keys: [alice, bob],
      outputs: [],
      changeTo: alice.address,
      nowSec: now(),
    });
    await expect(x.issueTx(oneSig.bytes)).rejects.toThrow('input has less signers than expected');
    const both = buildBaseTx(LOCAL_X_TX_CONTEXT, {
      utxos: [multisig],
      keys: [alice, bob],
      outputs: [],
      changeTo: alice.address,
      nowSec: now(),
    });
    await x.issueTx(both.bytes);
    expect((await call('avm.getBalance', { address: xAddr(alice), assetID: AVAX_ASSET_ID_STR })).balance).toBe(
      String(10n * AVAX - 1_000_000n),
    );
    ctx.clock.advance(7200_000);
    const later = buildBaseTx(LOCAL_X_TX_CONTEXT, {
      utxos: [lockedUtxo],
      keys: [alice],
      outputs: [],
      changeTo: bob.address,
      nowSec: now(),
    });
    await x.issueTx(later.bytes);
  });

  test('assets: fixed cap, variable cap with mints, NFTs with mint and transfer', async () => {
    await x.issueTx(send(EWOQ_KEY, alice, 100n * AVAX).bytes);
    const fixed = aliceCreatesAsset('Snow Token', 'SNOW', 2, [
      { fxIndex: 0, outputs: [{ kind: 'secp256k1fx.TransferOutput', amount: 5000n, owners: owners([bob.address]) }] },
    ]);
    await x.issueTx(fixed.bytes);
    expect(await call('avm.getAssetDescription', { assetID: idToString(fixed.txID) })).toEqual({
      assetID: idToString(fixed.txID),
      name: 'Snow Token',
      symbol: 'SNOW',
      denomination: '2',
    });
    expect((await call('avm.getBalance', { address: xAddr(bob), assetID: idToString(fixed.txID) })).balance).toBe(
      '5000',
    );

    const variable = aliceCreatesAsset('Mintable', 'MNT', 0, [
      { fxIndex: 0, outputs: [{ kind: 'secp256k1fx.MintOutput', owners: owners([alice.address]) }] },
    ]);
    await x.issueTx(variable.bytes);
    const mintUtxo = x.utxosOf([alice.address]).find((u) => u.output.kind === 'secp256k1fx.MintOutput') as Utxo;
    const mint = operationBy(alice, variable.txID, mintUtxo, {
      kind: 'secp256k1fx.MintOperation',
      sigIndices: [0],
      mintOutput: owners([alice.address]),
      transferOutput: { amount: 777n, owners: owners([bob.address]) },
    });
    await x.issueTx(mint.bytes);
    expect((await call('avm.getBalance', { address: xAddr(bob), assetID: idToString(variable.txID) })).balance).toBe(
      '777',
    );
    // The minting right is re-created for the same owners, so alice can mint again.
    expect(x.utxosOf([alice.address]).some((u) => u.output.kind === 'secp256k1fx.MintOutput')).toBe(true);

    const nft = aliceCreatesAsset('Avalanche Art', 'ART', 0, [
      {
        fxIndex: 1,
        outputs: [0, 1].map((g) => ({
          kind: 'nftfx.MintOutput' as const,
          groupID: g,
          owners: owners([alice.address]),
        })),
      },
    ]);
    await x.issueTx(nft.bytes);
    const nftMint = x.utxosOf([alice.address]).find((u) => u.output.kind === 'nftfx.MintOutput') as Utxo;
    const mintNft = (payload: Uint8Array) =>
      operationBy(alice, nft.txID, nftMint, {
        kind: 'nftfx.MintOperation',
        sigIndices: [0],
        groupID: (nftMint.output as { groupID: number }).groupID,
        payload,
        outputs: [owners([bob.address])],
      });
    await expect(x.issueTx(mintNft(new Uint8Array(1025)).bytes)).rejects.toThrow('payload too large');
    await x.issueTx(mintNft(new TextEncoder().encode('{"name":"Frosty"}')).bytes);
    await x.issueTx(send(EWOQ_KEY, bob, 10n * AVAX).bytes);
    const token = x.utxosOf([bob.address]).find((u) => u.output.kind === 'nftfx.TransferOutput') as Utxo;
    const out = token.output as { groupID: number; payload: Uint8Array };
    const transfer = operationBy(bob, nft.txID, token, {
      kind: 'nftfx.TransferOperation',
      sigIndices: [0],
      output: { groupID: out.groupID, payload: out.payload, owners: owners([alice.address]) },
    });
    await x.issueTx(transfer.bytes);
    expect(x.utxosOf([alice.address]).some((u) => u.output.kind === 'nftfx.TransferOutput')).toBe(true);
  });

  test('export to P puts atomic UTXOs; import from P consumes them exactly once', async () => {
    await x.issueTx(send(EWOQ_KEY, alice, 100n * AVAX).bytes);
    const exp = buildExportTx(LOCAL_X_TX_CONTEXT, {
      ...spentBy(alice),
      destinationChain: P_CHAIN_ID,
      exported: [transferOut(AVAX_ASSET_ID, 7n * AVAX, owners([alice.address]))],
      nowSec: now(),
    });
    await x.issueTx(exp.bytes);
    const onP = ctx.atomic.list(P_CHAIN_ID, X_CHAIN_ID, [alice.address]);
    expect(onP).toHaveLength(1);
    expect(decodeAvmUtxo(onP[0]!.bytes).output).toMatchObject({ amount: 7n * AVAX });

    // A UTXO that the P-chain exported to X.
    const fromP = putExportedAvax(ctx, {
      sourceChain: P_CHAIN_ID,
      destinationChain: X_CHAIN_ID,
      txID: new Uint8Array(32).fill(7),
      owner: bob.address,
      amount: 3n * AVAX,
      encode: encodeAvmUtxo,
    });
    const listed = await call('avm.getUTXOs', { addresses: [xAddr(bob)], sourceChain: 'P' });
    expect(listed.numFetched).toBe('1');
    const imp = buildImportTx(LOCAL_X_TX_CONTEXT, {
      atomicUtxos: [fromP],
      keys: [bob],
      to: bob.address,
      sourceChain: P_CHAIN_ID,
      nowSec: now(),
    });
    await x.issueTx(imp.bytes);
    expect((await call('avm.getBalance', { address: xAddr(bob), assetID: 'AVAX' })).balance).toBe(
      String(3n * AVAX - 1_000_000n),
    );
    expect((await call('avm.getUTXOs', { addresses: [xAddr(bob)], sourceChain: 'P' })).numFetched).toBe('0');
    const again = buildImportTx(LOCAL_X_TX_CONTEXT, {
      atomicUtxos: [fromP],
      keys: [bob],
      to: alice.address,
      sourceChain: P_CHAIN_ID,
      nowSec: now(),
    });
    // SharedMemory.Get's own error, as the node answers it.
    await expect(x.issueTx(again.bytes)).rejects.toThrow(/^not found$/);
  });
});

describe('reads', () => {
  test('getUTXOs pages with limit and endIndex without losing or repeating UTXOs', async () => {
    const outs = Array.from({ length: 7 }, (_, i) =>
      transferOut(AVAX_ASSET_ID, BigInt(i + 1) * AVAX, owners([alice.address])),
    );
    await x.issueTx(fromEwoq(outs).bytes);
    const seen: string[] = [];
    let startIndex: unknown;
    for (let page = 0; page < 5; page++) {
      const r = await call('avm.getUTXOs', {
        addresses: [xAddr(alice)],
        limit: 3,
        ...(startIndex ? { startIndex } : {}),
      });
      seen.push(...r.utxos);
      startIndex = r.endIndex;
      if (Number(r.numFetched) < 3) break;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    await expect(call('avm.getUTXOs', { addresses: [] })).rejects.toThrow('no addresses provided');
    await expect(call('avm.getUTXOs', { addresses: ['P-' + EWOQ_ADDRESS_STR] })).rejects.toThrow(
      /couldn't parse address/,
    );
  });

  test('unknown ids get the node messages', async () => {
    const unknown = idToString(new Uint8Array(32).fill(1));
    await expect(call('avm.getTx', { txID: unknown })).rejects.toThrow('not found');
    expect(await call('avm.getTxStatus', { txID: unknown })).toEqual({ status: 'Unknown' });
    await expect(call('avm.getBlockByHeight', { height: 99 })).rejects.toThrow(
      "couldn't get block at height 99: not found",
    );
    await expect(call('avm.getBlock', { blockID: unknown })).rejects.toThrow(
      `couldn't get block with id ${unknown}: not found`,
    );
    await expect(call('avm.getAssetDescription', { assetID: 'NOPE' })).rejects.toThrow("asset 'NOPE' not found");
    await expect(call('avm.getAddressTxs', { address: xAddr(alice), assetID: 'AVAX', pageSize: 1025 })).rejects.toThrow(
      'pageSize > maximum allowed (1024)',
    );
    expect(await call('avm.getTxFee')).toEqual({ txFee: '1000000', createAssetTxFee: '1000000' });
  });

  test('txs issued together are grouped into a few blocks', async () => {
    const outs = Array.from({ length: 40 }, () => transferOut(AVAX_ASSET_ID, AVAX, owners([alice.address])));
    await x.issueTx(fromEwoq(outs).bytes);
    const before = x.height();
    const txs = x.utxosOf([alice.address]).map((u) =>
      buildBaseTx(LOCAL_X_TX_CONTEXT, {
        utxos: [u],
        keys: [alice],
        outputs: [transferOut(AVAX_ASSET_ID, AVAX / 2n, owners([bob.address]))],
        changeTo: alice.address,
        nowSec: now(),
      }),
    );
    const ids = await Promise.all(txs.map((t) => x.issueTx(t.bytes)));
    expect(ids).toHaveLength(40);
    expect(x.height() - before).toBeGreaterThanOrEqual(1);
    expect(x.height() - before).toBeLessThanOrEqual(8);
    expect(utxoIdBytes(ids[0]!, 0)).toHaveLength(32);
  });
});
