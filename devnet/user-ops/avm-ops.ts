// The keystore-based avm.* methods (vms/avm/service.go before v1.12.2): each loads the user's keys,
// builds a canonical tx with the codec, signs it and issues it through the X-chain's issueTx, so it
// is verified and accepted exactly like a tx sent to avm.issueTx.
import { secp256k1 } from '@noble/curves/secp256k1.js';
import {
  sortTransferableOutputs,
  type Output,
  type TransferableInput,
  type TransferableOutput,
  type Utxo,
} from '@/lib/codec/avax';
import { sortAvmInitialState } from '@/lib/codec/avm/canonical';
import { signAvmTx } from '@/lib/codec/avm/sign';
import { avmTxId, decodeAvmUtxo, encodeAvmTx } from '@/lib/codec/avm/tx';
import { AVM_TYPES, type AvmOperation, type AvmUnsignedTx } from '@/lib/codec/avm/types';
import { parseBytes } from '@/lib/codec/encoding';
import { bytesEqual, compareBytes, idToString } from '@/lib/codec/ids';
import { privateKeyFromString, privateKeyToString } from '@/lib/codec/secp256k1';
import { registry } from '@/lib/registry';
import { WIRE_PARAMS_ERROR_MESSAGE } from '@/lib/registry/wire-params';
import { MAX_MEMO_SIZE } from '@/lib/codec/avax';
import { NodeError, type DevnetContext } from '../core/contracts';
import { LOCAL_PARAMS } from '../genesis/constants';
import type { Keystore } from '../keystore/keystore';
import { handlersFor } from '../server/implement';
import { assetIDOf, encodingOf, requiredString, strings } from '../server/params';
import { primaryNetworkChains, type ChainLookup } from '../core/aliases';
import {
  type AddressCodec,
  formatX,
  lookupChainOrThrow,
  parseAnyChainAddress,
  parseServiceAddress,
  parseServiceAddresses,
} from './addresses';
import { Keychain } from './keychain';
import { type Amounts, hexKey, mint, mintNFT, ownedBy, spend, spendAll, spendNFT, type Spent } from './spender';

/** What the user methods need from the X-chain (a subset of XChainHandle). */
interface UserOpsXChain {
  chainID: Uint8Array;
  avaxAssetID: Uint8Array;
  /** Resolves once the tx is accepted and durable; throws NodeError when it is refused. */
  issueTx(bytes: Uint8Array): Promise<Uint8Array>;
  /** Accepted UTXOs owned (at least partly) by any of the addresses. */
  utxosOf(addresses: Uint8Array[]): Utxo[];
}

export interface UserOpsDeps {
  ctx: DevnetContext;
  keystore: Keystore;
  xchain: UserOpsXChain;
  /** Chain alias/id resolution; pass AliasTable.resolveChainID so admin.aliasChain aliases work here too. */
  lookupChain?: ChainLookup;
  txFee?: bigint;
  createAssetTxFee?: bigint;
}

const ERR_NO_KEYS = 'from addresses have no keys or funds';

/**
 * keystore.NewUserFromKeystore wraps a failed login as `problem retrieving user "<u>": …`; later
 * failures (e.g. the address limit) get the caller's own prefix.
 */
export function userError(username: string, e: unknown, otherPrefix: string): unknown {
  if (!(e instanceof NodeError)) return e;
  if (e.message.startsWith('incorrect password') || e.message === 'empty username') {
    return new NodeError(`problem retrieving user ${JSON.stringify(username)}: ${e.message}`);
  }
  return new NodeError(otherPrefix + e.message);
}

/** The keystore login every user method takes. */
type UserParams = { username?: string; password?: string };
/** The spending methods' `from` and `changeAddr`, with the login. */
type SpendParams = UserParams & { from?: (string | null)[]; changeAddr?: string };
type MinterSetParam = { minters?: (string | null)[]; threshold?: number } | null;
type AssetParams = SpendParams & {
  name?: string;
  symbol?: string;
  denomination?: number;
  initialHolders?: ({ address?: string; amount?: bigint } | null)[];
  minterSets?: MinterSetParam[];
};
type SendOutput = { assetID?: string; amount?: bigint; to?: string } | null;

/** The keystore-based avm.* handlers; wallet.send and wallet.sendMultiple are the same operations. */
export function createAvmUserHandlers(d: UserOpsDeps) {
  const { ctx, keystore, xchain } = d;
  const chainID = xchain.chainID;
  const avaxID = xchain.avaxAssetID;
  const txFee = d.txFee ?? LOCAL_PARAMS.txFee;
  const createAssetTxFee = d.createAssetTxFee ?? LOCAL_PARAMS.createAssetTxFee;
  const codec: AddressCodec = { hrp: ctx.hrp, lookup: d.lookupChain ?? primaryNetworkChains };
  const avaxHex = hexKey(avaxID);

  const nowSec = (): bigint => BigInt(Math.floor(ctx.clock.nowMs() / 1000));
  const parseX = (s: string): Uint8Array => parseServiceAddress(codec, chainID, s);
  const fmt = (a: Uint8Array): string => formatX(ctx.hrp, a);

  const lookupAsset = (s: string): Uint8Array => assetIDOf(s, avaxID);

  /** One user operation at a time: each sees the UTXOs the previous one left (issueTx resolves on acceptance). */
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };

  const userKeys = async (p: UserParams) => {
    const username = p.username ?? '';
    try {
      return await keystore.keys(username, p.password ?? '');
    } catch (e) {
      throw userError(username, e, '');
    }
  };

  /** LoadUser: the keychain (limited to `from` when given) and the UTXOs of its addresses. */
  const loadUser = async (p: UserParams, from: Uint8Array[]) => {
    const all = await userKeys(p);
    const keys = from.length === 0 ? all : all.filter((k) => from.some((f) => bytesEqual(f, k.address)));
    const kc = new Keychain(keys);
    return { kc, utxos: xchain.utxosOf(kc.addresses()), allKeys: all };
  };

  /** The shared start of the spending methods: `from`, the user's keys and the change address. */
  const spendHeader = async (p: SpendParams) => {
    const from = parseServiceAddresses(codec, chainID, strings(p.from));
    const user = await loadUser(p, from);
    const first = user.kc.addresses()[0];
    if (!first) throw new NodeError(ERR_NO_KEYS);
    const changeStr = p.changeAddr ?? '';
    let changeAddr = first;
    if (changeStr !== '') {
      try {
        changeAddr = parseX(changeStr);
      } catch (e) {
        throw new NodeError(`couldn't parse changeAddr: ${(e as Error).message}`);
      }
    }
    return { ...user, changeAddr };
  };

  const change = (assetID: Uint8Array, amount: bigint, to: Uint8Array): TransferableOutput => ({
    assetID,
    output: { kind: 'secp256k1fx.TransferOutput', amount, owners: ownedBy(to) },
  });

  /** Pays `fee` in AVAX from the keychain, with change back to `changeAddr`. */
  const payFee = (
    utxos: Utxo[],
    kc: Keychain,
    fee: bigint,
    changeAddr: Uint8Array,
  ): Spent & { outputs: TransferableOutput[] } => {
    const s = spend(utxos, kc, new Map([[avaxHex, fee]]), nowSec());
    const spent = s.amountsSpent.get(avaxHex) ?? 0n;
    return { ...s, outputs: spent > fee ? [change(avaxID, spent - fee, changeAddr)] : [] };
  };

  const base = (outputs: TransferableOutput[], inputs: TransferableInput[], memo = new Uint8Array(0)) => ({
    networkID: ctx.networkID,
    blockchainID: chainID,
    outputs: sortTransferableOutputs(AVM_TYPES, outputs),
    inputs,
    memo,
  });

  /** Signs and issues; the node wraps any refusal as `problem issuing transaction: …`. */
  const issue = async (unsigned: AvmUnsignedTx, signers: Uint8Array[][]): Promise<string> => {
    const bytes = encodeAvmTx(signAvmTx(unsigned, signers));
    try {
      await xchain.issueTx(bytes);
    } catch (e) {
      if (e instanceof NodeError) throw new NodeError(`problem issuing transaction: ${e.message}`);
      throw e;
    }
    return idToString(avmTxId(bytes));
  };

  const parseTo = (s: string): Uint8Array => {
    try {
      return parseX(s);
    } catch (e) {
      throw new NodeError(`problem parsing to address ${JSON.stringify(s)}: ${(e as Error).message}`);
    }
  };

  // --- CreateAsset (fixed and variable cap share it, as in the node) -------------------------------

  const createAsset = (p: AssetParams) =>
    serial(async () => {
      const holders = p.initialHolders ?? [];
      const minterSets = p.minterSets ?? [];
      if (holders.length === 0 && minterSets.length === 0) throw new NodeError('no minters or initialHolders provided');
      const h = await spendHeader(p);
      const fee = payFee(h.utxos, h.kc, createAssetTxFee, h.changeAddr);
      const outs: Output[] = [];
      for (const holder of holders) {
        outs.push({
          kind: 'secp256k1fx.TransferOutput',
          amount: holder?.amount ?? 0n,
          owners: ownedBy(parseX(holder?.address ?? '')),
        });
      }
      for (const set of minterSets) {
        const addrs = parseServiceAddresses(codec, chainID, strings(set?.minters)).sort(compareBytes);
        outs.push({
          kind: 'secp256k1fx.MintOutput',
          owners: { locktime: 0n, threshold: set?.threshold ?? 0, addrs },
        });
      }
      const unsigned: AvmUnsignedTx = {
        kind: 'CreateAssetTx',
        base: base(fee.outputs, fee.inputs),
        name: p.name ?? '',
        symbol: p.symbol ?? '',
        denomination: p.denomination ?? 0,
        initialStates: [sortAvmInitialState({ fxIndex: 0, outputs: outs })],
      };
      return { assetID: await issue(unsigned, fee.signers), changeAddr: fmt(h.changeAddr) };
    });

  const createNFTAsset = (p: AssetParams) =>
    serial(async () => {
      const minterSets = p.minterSets ?? [];
      if (minterSets.length === 0) throw new NodeError('no minters provided');
      const h = await spendHeader(p);
      const fee = payFee(h.utxos, h.kc, createAssetTxFee, h.changeAddr);
      const outs: Output[] = minterSets.map((set, groupID) => ({
        kind: 'nftfx.MintOutput',
        groupID,
        owners: {
          locktime: 0n,
          threshold: set?.threshold ?? 0,
          addrs: parseServiceAddresses(codec, chainID, strings(set?.minters)).sort(compareBytes),
        },
      }));
      const unsigned: AvmUnsignedTx = {
        kind: 'CreateAssetTx',
        base: base(fee.outputs, fee.inputs),
        name: p.name ?? '',
        symbol: p.symbol ?? '',
        denomination: 0, // non-fungible
        initialStates: [sortAvmInitialState({ fxIndex: 1, outputs: outs })],
      };
      return { assetID: await issue(unsigned, fee.signers), changeAddr: fmt(h.changeAddr) };
    });

  // --- Sends ------------------------------------------------------------------------------------------

  const sendMultiple = (p: SpendParams & { memo?: string }, outputsIn: readonly SendOutput[]) =>
    serial(async () => {
      const memo = new TextEncoder().encode(p.memo ?? '');
      if (memo.length > MAX_MEMO_SIZE) {
        throw new NodeError(`max memo length is ${MAX_MEMO_SIZE} but provided memo field is length ${memo.length}`);
      }
      if (outputsIn.length === 0) throw new NodeError('no outputs to send');
      const h = await spendHeader(p);
      const amounts: Amounts = new Map();
      const outs: TransferableOutput[] = [];
      for (const o of outputsIn) {
        const amount = o?.amount ?? 0n;
        if (amount === 0n) throw new NodeError('amount must be positive');
        const assetStr = o?.assetID ?? '';
        let assetID: Uint8Array;
        try {
          assetID = lookupAsset(assetStr);
        } catch {
          throw new NodeError(`couldn't find asset ${assetStr}`);
        }
        const k = hexKey(assetID);
        amounts.set(k, (amounts.get(k) ?? 0n) + amount);
        outs.push({
          assetID,
          output: { kind: 'secp256k1fx.TransferOutput', amount, owners: ownedBy(parseTo(o?.to ?? '')) },
        });
      }
      const withFee: Amounts = new Map(amounts);
      withFee.set(avaxHex, (amounts.get(avaxHex) ?? 0n) + txFee);
      const s = spend(h.utxos, h.kc, withFee, nowSec());
      for (const [asset, need] of withFee) {
        const spent = s.amountsSpent.get(asset) ?? 0n;
        if (spent > need) outs.push(change(Buffer.from(asset, 'hex'), spent - need, h.changeAddr));
      }
      const txID = await issue({ kind: 'BaseTx', base: base(outs, s.inputs, memo) }, s.signers);
      return { txID, changeAddr: fmt(h.changeAddr) };
    });

  // --- Minting and NFTs -------------------------------------------------------------------------------

  /** OperationTx paying the fee from the `from` keys and running `ops` signed by the user's keys. */
  const operationTx = async (
    h: Awaited<ReturnType<typeof spendHeader>>,
    buildOps: (utxos: Utxo[], kc: Keychain) => { ops: AvmOperation[]; signers: Uint8Array[][] },
    opsFromAllKeys: boolean,
  ) => {
    const fee = payFee(h.utxos, h.kc, txFee, h.changeAddr);
    // Mint and mintNFT may use any of the user's keys for the minter set, whatever `from` says.
    const kc = opsFromAllKeys ? new Keychain(h.allKeys) : h.kc;
    const utxos = opsFromAllKeys ? xchain.utxosOf(kc.addresses()) : h.utxos;
    const ops = buildOps(utxos, kc);
    const unsigned: AvmUnsignedTx = { kind: 'OperationTx', base: base(fee.outputs, fee.inputs), ops: ops.ops };
    return { txID: await issue(unsigned, [...fee.signers, ...ops.signers]), changeAddr: fmt(h.changeAddr) };
  };

  const mintHandler = (p: SpendParams & { amount?: bigint; assetID?: string; to?: string }) =>
    serial(async () => {
      const amount = p.amount ?? 0n;
      if (amount === 0n) throw new NodeError('amount minted must be positive');
      const assetID = lookupAsset(p.assetID ?? '');
      const to = parseTo(p.to ?? '');
      const h = await spendHeader(p);
      return operationTx(h, (utxos, kc) => mint(utxos, kc, assetID, amount, to, nowSec()), true);
    });

  const mintNFTHandler = (p: SpendParams & { assetID?: string; to?: string; payload?: string; encoding?: string }) =>
    serial(async () => {
      const assetID = lookupAsset(p.assetID ?? '');
      const to = parseTo(p.to ?? '');
      let payload: Uint8Array;
      try {
        const enc = encodingOf(p.encoding);
        if (enc === 'json') throw new Error('invalid encoding');
        payload = parseBytes(p.payload ?? '', enc);
      } catch (e) {
        throw new NodeError(`problem decoding payload bytes: ${(e as Error).message}`);
      }
      const h = await spendHeader(p);
      return operationTx(h, (utxos, kc) => mintNFT(utxos, kc, assetID, payload, to, nowSec()), true);
    });

  const sendNFTHandler = (p: SpendParams & { assetID?: string; to?: string; groupID?: number }) =>
    serial(async () => {
      const assetID = lookupAsset(p.assetID ?? '');
      const to = parseTo(p.to ?? '');
      const h = await spendHeader(p);
      return operationTx(h, (utxos, kc) => spendNFT(utxos, kc, assetID, p.groupID ?? 0, to, nowSec()), false);
    });

  // --- Atomic -----------------------------------------------------------------------------------------

  const exportHandler = (p: SpendParams & { assetID?: string; to?: string; amount?: bigint }) =>
    serial(async () => {
      const assetID = lookupAsset(p.assetID ?? '');
      const toStr = p.to ?? '';
      let dest: { chainID: Uint8Array; addr: Uint8Array };
      try {
        dest = parseAnyChainAddress(codec, toStr);
      } catch (e) {
        throw new NodeError(`problem parsing to address ${JSON.stringify(toStr)}: ${(e as Error).message}`);
      }
      const amount = p.amount ?? 0n;
      if (amount === 0n) throw new NodeError('amount must be positive');
      const h = await spendHeader(p);
      const amounts: Amounts = new Map();
      if (bytesEqual(assetID, avaxID)) amounts.set(avaxHex, amount + txFee);
      else {
        amounts.set(avaxHex, txFee);
        amounts.set(hexKey(assetID), amount);
      }
      const s = spend(h.utxos, h.kc, amounts, nowSec());
      const outs: TransferableOutput[] = [];
      for (const [asset, spent] of s.amountsSpent) {
        const send = amounts.get(asset) ?? 0n;
        if (spent > send) outs.push(change(Buffer.from(asset, 'hex'), spent - send, h.changeAddr));
      }
      const unsigned: AvmUnsignedTx = {
        kind: 'ExportTx',
        base: base(outs, s.inputs),
        destinationChain: dest.chainID,
        exportedOutputs: [change(assetID, amount, dest.addr)],
      };
      return { txID: await issue(unsigned, s.signers), changeAddr: fmt(h.changeAddr) };
    });

  const importHandler = (p: UserParams & { sourceChain?: string; to?: string }) =>
    serial(async () => {
      const sourceStr = p.sourceChain ?? '';
      let sourceChain: Uint8Array;
      try {
        sourceChain = lookupChainOrThrow(codec.lookup, sourceStr);
      } catch (e) {
        throw new NodeError(`problem parsing chainID ${JSON.stringify(sourceStr)}: ${(e as Error).message}`);
      }
      const to = parseTo(p.to ?? '');
      const user = await loadUser(p, []);
      const atomic = ctx.atomic.list(chainID, sourceChain, user.kc.addresses()).map((a) => decodeAvmUtxo(a.bytes));
      const imported = spendAll(atomic, user.kc, nowSec());
      const amounts = imported.amountsSpent;
      let local: Spent = { amountsSpent: new Map(), inputs: [], signers: [] };
      const importedAvax = amounts.get(avaxHex) ?? 0n;
      if (importedAvax < txFee) {
        // Too little AVAX arrives to pay the fee: the rest comes from the user's X-chain funds.
        local = spend(user.utxos, user.kc, new Map([[avaxHex, txFee - importedAvax]]), nowSec());
        for (const [asset, amount] of local.amountsSpent) amounts.set(asset, (amounts.get(asset) ?? 0n) + amount);
      }
      amounts.set(avaxHex, (amounts.get(avaxHex) ?? 0n) - txFee);
      const outs: TransferableOutput[] = [];
      for (const [asset, amount] of amounts) if (amount > 0n) outs.push(change(Buffer.from(asset, 'hex'), amount, to));
      const unsigned: AvmUnsignedTx = {
        kind: 'ImportTx',
        base: base(outs, local.inputs),
        sourceChain,
        importedInputs: imported.inputs,
      };
      return { txID: await issue(unsigned, [...local.signers, ...imported.signers]) };
    });

  // --- Keys -------------------------------------------------------------------------------------------

  return handlersFor(registry.avm, {
    createAddress: async (p) => {
      const username = p.username ?? '';
      try {
        return { address: fmt(await keystore.addKey(username, p.password ?? '', secp256k1.utils.randomSecretKey())) };
      } catch (e) {
        throw userError(username, e, '');
      }
    },
    listAddresses: async (p) => ({ addresses: (await userKeys(p)).map((k) => fmt(k.address)) }),
    exportKey: async (p) => {
      const addrStr = p.address ?? '';
      let addr: Uint8Array;
      try {
        addr = parseX(addrStr);
      } catch (e) {
        throw new NodeError(`problem parsing address ${JSON.stringify(addrStr)}: ${(e as Error).message}`);
      }
      const key = (await userKeys(p)).find((k) => bytesEqual(k.address, addr));
      if (!key) throw new NodeError('problem retrieving private key: not found');
      return { privateKey: privateKeyToString(key.privateKey) };
    },
    importKey: async (p) => {
      const keyStr = requiredString(p.privateKey, 'privateKey');
      let key: Uint8Array;
      try {
        key = privateKeyFromString(keyStr);
      } catch {
        // The node fails to unmarshal a malformed key before the handler runs.
        throw new NodeError(WIRE_PARAMS_ERROR_MESSAGE);
      }
      const username = p.username ?? '';
      let addr: Uint8Array;
      try {
        addr = await keystore.addKey(username, p.password ?? '', key);
      } catch (e) {
        throw userError(username, e, 'problem saving key ');
      }
      return { address: fmt(addr) };
    },
    createFixedCapAsset: createAsset,
    createVariableCapAsset: createAsset,
    createNFTAsset: createNFTAsset,
    mint: mintHandler,
    mintNFT: mintNFTHandler,
    send: (p) => sendMultiple(p, [{ amount: p.amount, assetID: p.assetID, to: p.to }]),
    sendMultiple: (p) => sendMultiple(p, p.outputs ?? []),
    sendNFT: sendNFTHandler,
    export: exportHandler,
    import: importHandler,
  });
}
