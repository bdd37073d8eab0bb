// X-chain activity: funding from ewoq, AVAX and asset transfers among deterministic keys (with
// memos, some hostile-looking since chain data is untrusted), fixed/variable-cap and NFT asset
// creation, mints, NFT mints and transfers, and atomic export/import with the P-chain. Every action
// is a real signed tx issued through the chain's issueTx.
import { decodeAvmUtxo } from '@/lib/codec/avm/tx';
import type { Output, OutputOwners, Utxo } from '@/lib/codec/avax';
import type { Operation } from '@/lib/codec/avm/types';
import { bytesEqual } from '@/lib/codec/ids';
import type { ActivitySource, DevnetContext, Rng } from '../core/contracts';
import { AVAX, C_CHAIN_ID, P_CHAIN_ID } from '../genesis/constants';
import { activityKeys, EWOQ_KEY, type DevnetKey } from '../genesis/keys';
import type { XChainHandle } from '../xchain/index';
import {
  buildBaseTx,
  buildCreateAssetTx,
  buildExportTx,
  buildImportTx,
  buildOperationTx,
  owners,
  signersFor,
  transferOut,
  type XTxContext,
} from '../xchain/wallet';

export const ACTIVITY_KEY_COUNT = 24;

const MEMOS = [
  'rent for march',
  'gm',
  'thanks for lunch',
  'invoice #4471',
  '<script>alert("xss")</script>',
  "'; DROP TABLE utxos; --",
  '🚀 to the moon',
  '\u202Egnp.exe',
  '{{constructor.constructor("alert(1)")()}}',
  '<img src=x onerror=alert(1)>',
  'https://example.com/phish?token=../../etc/passwd',
];
const ASSET_NAMES = [
  'Snow Token',
  'Glacier Gold',
  'Summit Pass',
  'Powder Points',
  'Alpine Credit',
  'Cornice Coin',
  'Serac Shares',
  'Moraine Bond',
];
const NFT_NAMES = ['Avalanche Art', 'Peak Collectibles', 'Ice Crystals', 'Trail Badges'];
const PAYLOADS = [
  '{"name":"Frosty #1","image":"ipfs://bafy..."}',
  'hello nft',
  '<svg onload=alert(1)>',
  '{"attributes":[{"trait_type":"rarity","value":"legendary"}]}',
  '\u0000\u0001binary\u00ff',
];

export interface XActivityDeps {
  xchain: XChainHandle;
  seed: string;
}

const enc = new TextEncoder();

export function createXActivity(ctx: DevnetContext, deps: XActivityDeps): ActivitySource[] {
  const { xchain } = deps;
  const keys = activityKeys(deps.seed, ACTIVITY_KEY_COUNT);
  const txCtx: XTxContext = {
    networkID: ctx.networkID,
    chainID: xchain.chainID,
    avaxAssetID: xchain.avaxAssetID,
    txFee: 1_000_000n,
    createAssetTxFee: 1_000_000n,
  };
  const nowSec = (): bigint => BigInt(Math.floor(ctx.clock.nowMs() / 1000));
  const isAvax = (u: Utxo): boolean => bytesEqual(u.assetID, xchain.avaxAssetID);
  /** AVAX the key can spend alone now: not locked, not in a multisig it shares. */
  const avaxOf = (k: DevnetKey): bigint =>
    xchain
      .utxosOf([k.address])
      .filter(
        (u) =>
          isAvax(u) &&
          u.output.kind === 'secp256k1fx.TransferOutput' &&
          u.output.owners.threshold <= 1 &&
          u.output.owners.locktime <= nowSec(),
      )
      .reduce((a, u) => a + (u.output as { amount: bigint }).amount, 0n);
  const funded = (): DevnetKey[] => keys.filter((k) => avaxOf(k) >= 2n * AVAX);
  const otherKey = (rng: Rng, not: DevnetKey): DevnetKey => {
    const k = rng.pick(keys);
    return bytesEqual(k.address, not.address) ? (keys[(keys.indexOf(k) + 1) % keys.length] as DevnetKey) : k;
  };
  const memo = (rng: Rng): Uint8Array | undefined => (rng.next() < 0.35 ? enc.encode(rng.pick(MEMOS)) : undefined);
  const issue = async (bytes: Uint8Array): Promise<boolean> => {
    await xchain.issueTx(bytes);
    return true;
  };
  const amount = (rng: Rng, maxAvax: number): bigint => BigInt(1 + rng.int(maxAvax * 1000)) * (AVAX / 1000n);
  /** A random amount up to `maxAvax`, but at most half of what `from` can spend (fees and change stay covered). */
  const affordable = (rng: Rng, from: DevnetKey, maxAvax: number): bigint => {
    const want = amount(rng, maxAvax);
    const half = (avaxOf(from) - 2n * txCtx.txFee) / 2n;
    return want < half ? want : half;
  };

  /** A source whose step `act`s for a key that can pay for a tx (see `funded`); false when none can. */
  const fundedSource = (
    name: string,
    weight: number,
    act: (rng: Rng, from: DevnetKey) => Promise<boolean>,
  ): ActivitySource => ({
    name,
    weight,
    async step(rng) {
      const rich = funded();
      return rich.length === 0 ? false : act(rng, rng.pick(rich));
    },
  });
  /** The spend side all builders share: `k` signs for its own UTXOs and takes the change. */
  const paidBy = (k: DevnetKey, utxos: Utxo[] = xchain.utxosOf([k.address])) => ({
    utxos,
    keys: [k],
    changeTo: k.address,
    nowSec: nowSec(),
  });
  /** The same, spending only `k`'s AVAX: the tx leaves its other assets alone. */
  const paidInAvaxBy = (k: DevnetKey) => paidBy(k, xchain.utxosOf([k.address]).filter(isAvax));

  const fund: ActivitySource = {
    name: 'x.fund',
    weight: 1,
    async step(rng) {
      const poor = keys.filter((k) => avaxOf(k) < 100n * AVAX);
      if (poor.length === 0) return false;
      const targets = poor.slice(0, 8);
      const outputs = targets.map((k) =>
        transferOut(xchain.avaxAssetID, BigInt(1000 + rng.int(9000)) * AVAX, owners([k.address])),
      );
      return issue(buildBaseTx(txCtx, { ...paidBy(EWOQ_KEY), outputs, memo: enc.encode('faucet') }).bytes);
    },
  };

  const transfer = fundedSource('x.transfer', 8, (rng, from) => {
    const to = otherKey(rng, from);
    const send = affordable(rng, from, 50);
    // Now and then a 2-of-2 multisig output, so explorers show shared ownership.
    const dest = rng.next() < 0.1 ? owners([to.address, from.address], 2) : owners([to.address]);
    return issue(
      buildBaseTx(txCtx, { ...paidBy(from), outputs: [transferOut(xchain.avaxAssetID, send, dest)], memo: memo(rng) })
        .bytes,
    );
  });

  const fungibleHoldings = (k: DevnetKey): Utxo[] =>
    xchain
      .utxosOf([k.address])
      .filter(
        (u) => !isAvax(u) && u.output.kind === 'secp256k1fx.TransferOutput' && u.output.owners.addrs.length === 1,
      );

  const assetTransfer: ActivitySource = {
    name: 'x.assetTransfer',
    weight: 3,
    async step(rng) {
      const holders = funded().filter((k) => fungibleHoldings(k).length > 0);
      if (holders.length === 0) return false;
      const from = rng.pick(holders);
      const u = rng.pick(fungibleHoldings(from));
      const have = (u.output as { amount: bigint }).amount;
      const send = have > 1n ? 1n + BigInt(rng.int(Number(have > 1_000_000n ? 1_000_000n : have - 1n))) : have;
      const outputs = [transferOut(u.assetID, send, owners([otherKey(rng, from).address]))];
      return issue(buildBaseTx(txCtx, { ...paidBy(from), outputs, memo: memo(rng) }).bytes);
    },
  };

  /** Initials of the name's words, letters only (the avm wants A-Z symbols). */
  const symbolOf = (name: string): string =>
    name
      .split(' ')
      .map((w) => w[0] ?? '')
      .join('')
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 4);

  /** `creator` pays for a new asset named `name` whose initial outputs are `outputs` under fx `fxIndex`. */
  const createAsset = (
    creator: DevnetKey,
    name: string,
    denomination: number,
    fxIndex: number,
    outputs: Output[],
  ): Promise<boolean> =>
    issue(
      buildCreateAssetTx(txCtx, {
        ...paidBy(creator),
        name,
        symbol: symbolOf(name),
        denomination,
        states: [{ fxIndex, outputs }],
      }).bytes,
    );

  const createFixed = fundedSource('x.createFixedCap', 1, (rng, creator) => {
    const name = `${rng.pick(ASSET_NAMES)} ${1 + rng.int(99)}`;
    const holders = [creator, otherKey(rng, creator)];
    const outputs: Output[] = holders.map((h) => ({
      kind: 'secp256k1fx.TransferOutput',
      amount: BigInt(1 + rng.int(1_000_000)) * 1000n,
      owners: owners([h.address]),
    }));
    return createAsset(creator, name, rng.pick([0, 2, 6, 9, 18]), 0, outputs);
  });

  const createVariable = fundedSource('x.createVariableCap', 1, (rng, creator) => {
    const name = `${rng.pick(ASSET_NAMES)} Variable`;
    return createAsset(creator, name, rng.pick([0, 3, 9]), 0, [
      { kind: 'secp256k1fx.MintOutput', owners: owners([creator.address]) },
    ]);
  });

  const createNft = fundedSource('x.createNFT', 1, (rng, creator) => {
    const name = rng.pick(NFT_NAMES);
    const groups = 2 + rng.int(4);
    const outputs: Output[] = Array.from({ length: groups }, (_, g) => ({
      kind: 'nftfx.MintOutput',
      groupID: g,
      owners: owners([creator.address]),
    }));
    return createAsset(creator, name, 0, 1, outputs);
  });

  type HeldKind = 'secp256k1fx.MintOutput' | 'nftfx.MintOutput' | 'nftfx.TransferOutput';
  // Every held kind has owners; spelling it out lets the generic body read them.
  type Held<K extends HeldKind> = Extract<Output, { kind: K }> & { owners: OutputOwners };
  const isKind = <K extends HeldKind>(o: Output, kind: K): o is Held<K> => o.kind === kind;
  /**
   * A source that spends one `kind` UTXO held by a key with fee money (at least 1 AVAX) in the
   * operation `opFor` makes of it; the fee comes from the key's AVAX.
   */
  const operationSource = <K extends HeldKind>(
    name: string,
    weight: number,
    kind: K,
    opFor: (rng: Rng, held: Held<K>, k: DevnetKey, sigIndices: number[]) => Operation,
  ): ActivitySource => ({
    name,
    weight,
    async step(rng) {
      const cands = keys
        .flatMap((k) =>
          xchain.utxosOf([k.address]).flatMap((u) => (isKind(u.output, kind) ? [{ k, u, output: u.output }] : [])),
        )
        .filter(({ k }) => avaxOf(k) >= 1n * AVAX);
      if (cands.length === 0) return false;
      const { k, u, output } = rng.pick(cands);
      const s = signersFor(output.owners, [k], nowSec());
      if (!s) return false;
      const op = {
        assetID: u.assetID,
        utxoIDs: [{ txID: u.txID, outputIndex: u.outputIndex }],
        op: opFor(rng, output, k, s.sigIndices),
      };
      return issue(buildOperationTx(txCtx, { ...paidInAvaxBy(k), op, opSigners: s.keys }).bytes);
    },
  });

  const mint = operationSource('x.mint', 2, 'secp256k1fx.MintOutput', (rng, held, k, sigIndices) => ({
    kind: 'secp256k1fx.MintOperation',
    sigIndices,
    mintOutput: held.owners,
    transferOutput: { amount: BigInt(1 + rng.int(1_000_000)) * 100n, owners: owners([otherKey(rng, k).address]) },
  }));

  const mintNft = operationSource('x.mintNFT', 2, 'nftfx.MintOutput', (rng, held, k, sigIndices) => ({
    kind: 'nftfx.MintOperation',
    sigIndices,
    groupID: held.groupID,
    payload: enc.encode(rng.pick(PAYLOADS)),
    outputs: [owners([otherKey(rng, k).address])],
  }));

  const transferNft = operationSource('x.transferNFT', 2, 'nftfx.TransferOutput', (rng, held, k, sigIndices) => ({
    kind: 'nftfx.TransferOperation',
    sigIndices,
    output: { groupID: held.groupID, payload: held.payload, owners: owners([otherKey(rng, k).address]) },
  }));

  /** Exports `amount` AVAX, paid by `spend`, to `to` on `destinationChain`. */
  const exportAvax = (
    spend: ReturnType<typeof paidBy>,
    destinationChain: Uint8Array,
    amount: bigint,
    to: Uint8Array,
  ): Promise<boolean> =>
    issue(
      buildExportTx(txCtx, {
        ...spend,
        destinationChain,
        exported: [transferOut(xchain.avaxAssetID, amount, owners([to]))],
      }).bytes,
    );

  // To ewoq on P: the P-chain activity imports what is exported to ewoq.
  const exportToP = fundedSource('x.exportToP', 1, (rng, from) =>
    exportAvax(paidBy(from), P_CHAIN_ID, affordable(rng, from, 30), EWOQ_KEY.address),
  );

  /** Imports what `source` exported to `candidates`; the first key with something waiting does it. */
  const importFrom = async (source: Uint8Array, candidates: DevnetKey[]): Promise<boolean> => {
    for (const k of candidates) {
      const atomic = ctx.atomic.list(xchain.chainID, source, [k.address]).map((a) => decodeAvmUtxo(a.bytes));
      if (atomic.length === 0) continue;
      try {
        const tx = buildImportTx(txCtx, {
          atomicUtxos: atomic.slice(0, 16),
          keys: [k],
          to: k.address,
          sourceChain: source,
          nowSec: nowSec(),
        });
        return await issue(tx.bytes);
      } catch {
        continue;
      }
    }
    return false;
  };

  const importFromP: ActivitySource = {
    name: 'x.importFromP',
    weight: 2,
    // ewoq's atomic UTXOs are imported by the P-chain activity's round trips.
    step: () => importFrom(P_CHAIN_ID, keys),
  };

  /** X → C: a key moves AVAX to its own `C-local1…` address; the C activity imports it to its EVM address. */
  const exportToC = fundedSource('x.exportToC', 1, (rng, from) =>
    exportAvax(paidInAvaxBy(from), C_CHAIN_ID, affordable(rng, from, 20), from.address),
  );

  /** C → X: what the C activity exported back (to a key's own address, or ewoq's). */
  const importFromC: ActivitySource = {
    name: 'x.importFromC',
    weight: 1,
    step: () => importFrom(C_CHAIN_ID, [...keys, EWOQ_KEY]),
  };

  return [
    fund,
    transfer,
    assetTransfer,
    createFixed,
    createVariable,
    mint,
    createNft,
    mintNft,
    transferNft,
    exportToP,
    importFromP,
    exportToC,
    importFromC,
  ];
}
