// avm.* and wallet.* handlers over the X-chain (vms/avm/service.go semantics and messages).
import { avmBlockToJson, avmTxToJson } from '@/lib/codec/avm/json';
import type { JsonObject } from '@/lib/codec/json';
import { decodeAvmBlock } from '@/lib/codec/avm/block';
import { decodeAvmTx, decodeAvmUtxo } from '@/lib/codec/avm/tx';
import { formatAddress } from '@/lib/codec/address';
import { encodeBytes } from '../server/fast-hex';
import { bytesEqual, compareBytes, idFromString, idToString } from '@/lib/codec/ids';
import { noSuchChainAlias, parseServiceAddress } from '../core/chain-address';
import { CHAIN_ALIASES, registry } from '@/lib/registry';
import { NodeError, type DevnetContext } from '../core/contracts';
import { AVAX_SYMBOL } from '../genesis/constants';
import { handlersFor } from '../server/implement';
import { assetIDOf, byteEncodingOf, encodingOf, issuedTxBytes, txIDOf, type Encoding } from '../server/params';
import {
  atomicUtxosAfter,
  paginateUtxos,
  parseUtxoAddresses,
  utxoAddressesParam,
  utxoCursorParam,
  type UtxosAfter,
} from '../core/utxo-pages';
import type { XChain } from './chain';
import type { StoredUtxo } from './state';

const MAX_PAGE_SIZE = 1024;
const EMPTY_ID = new Uint8Array(32);

export interface XServiceDeps {
  ctx: DevnetContext;
  chain: XChain;
  /** Resolves a chain alias or id (cb58) to its id; undefined when unknown. */
  lookupChain(aliasOrID: string): Uint8Array | undefined;
  /** Off: avm.getAddressTxs answers as a node without index-transactions (no txs, the cursor back). */
  indexTransactions: boolean;
}

const hexKey = (b: Uint8Array): string => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('hex');

/** The X-chain's own avm.* handlers (the keystore's user methods join them in main). */
export function createXHandlers(d: XServiceDeps) {
  const { ctx, chain } = d;
  const xID = chain.opts.chainID;
  const avaxID = chain.opts.avaxAssetID;
  const xAliases: readonly string[] = [...CHAIN_ALIASES.X, idToString(xID)];

  /** avax.ParseServiceAddress on the X-chain (`X-<hrp>1…`, any alias of X, or a bare short id). */
  const xScope = {
    chainID: xID,
    hrp: ctx.hrp,
    lookupChain: (a: string) => (xAliases.includes(a) ? xID : d.lookupChain(a)),
  };
  const parseXAddress = (s: string): Uint8Array => parseServiceAddress(s, xScope);
  const formatX = (addr: Uint8Array): string => formatAddress('X', ctx.hrp, addr);

  const lookupAssetID = (asset: string): Uint8Array => assetIDOf(asset, avaxID);
  /** getBalance's and getAllBalances's `address`, with their parse error. */
  const balanceAddressParam = (p: { address?: string }): Uint8Array => {
    const addrStr = p.address ?? '';
    try {
      return parseXAddress(addrStr);
    } catch (e) {
      throw new NodeError(`problem parsing address '${addrStr}': ${(e as Error).message}`);
    }
  };
  /** The secp transfer UTXOs counted in `addr`'s balances: with includePartial all, else those it alone can spend now. */
  function* balanceUtxos(addr: Uint8Array, includePartial: boolean): Generator<{ utxo: StoredUtxo; amount: bigint }> {
    const nowSec = BigInt(Math.floor(ctx.clock.nowMs() / 1000));
    for (const utxo of chain.state.allUtxosOf(addr)) {
      const out = decodeAvmUtxo(utxo.bytes).output;
      if (out.kind !== 'secp256k1fx.TransferOutput') continue;
      if (!includePartial && (out.owners.addrs.length !== 1 || out.owners.locktime > nowSec)) continue;
      yield { utxo, amount: out.amount };
    }
  }
  const assetAlias = (assetID: Uint8Array): string => (bytesEqual(assetID, avaxID) ? AVAX_SYMBOL : idToString(assetID));

  const renderBlock = (bytes: Uint8Array, enc: Encoding): string | JsonObject =>
    enc === 'json' ? avmBlockToJson(decodeAvmBlock(bytes), { hrp: ctx.hrp }, bytes) : encodeBytes(bytes, enc);

  const issue = async (p: { tx?: string; encoding?: string }) => ({
    txID: idToString(await chain.issueTx(issuedTxBytes(p))),
  });

  return handlersFor(registry.avm, {
    getHeight: () => ({ height: String(chain.lastAccepted().height) }),
    getTxFee: () => ({
      txFee: String(chain.opts.txFee),
      createAssetTxFee: String(chain.opts.createAssetTxFee),
    }),
    issueTx: issue,
    getTx: (p) => {
      const txID = txIDOf(p.txID);
      const enc = encodingOf(p.encoding);
      const t = chain.state.getTx(txID);
      if (!t) throw new NodeError('not found');
      const tx =
        enc === 'json' ? avmTxToJson(decodeAvmTx(t.bytes), { hrp: ctx.hrp }, t.bytes) : encodeBytes(t.bytes, enc);
      return { tx, encoding: enc };
    },
    getTxStatus: (p) => {
      const txID = txIDOf(p.txID);
      if (chain.state.getTx(txID)) return { status: 'Accepted' };
      if (chain.isProcessing(txID)) return { status: 'Processing' };
      return { status: 'Unknown' };
    },
    getBlock: (p) => {
      const enc = encodingOf(p.encoding);
      const s = p.blockID ?? '';
      let id: Uint8Array;
      try {
        id = s === '' ? EMPTY_ID : idFromString(s);
      } catch (e) {
        throw new NodeError((e as Error).message);
      }
      const b = chain.state.blockById(id);
      if (!b) throw new NodeError(`couldn't get block with id ${idToString(id)}: not found`);
      return { block: renderBlock(b.bytes, enc), encoding: enc };
    },
    getBlockByHeight: (p) => {
      const enc = encodingOf(p.encoding);
      const h = p.height ?? 0n;
      const b = h <= BigInt(Number.MAX_SAFE_INTEGER) ? chain.state.blockByHeight(Number(h)) : undefined;
      if (!b) throw new NodeError(`couldn't get block at height ${h}: not found`);
      return { block: renderBlock(b.bytes, enc), encoding: enc };
    },
    getUTXOs: (p) => {
      const addresses = utxoAddressesParam(p);
      const enc = byteEncodingOf(p.encoding);
      const sourceName = p.sourceChain ?? '';
      let sourceChain = xID;
      if (sourceName !== '') {
        const id = d.lookupChain(sourceName);
        if (!id)
          throw new NodeError(
            `problem parsing source chainID "${sourceName}": ${noSuchChainAlias(sourceName).message}`,
          );
        sourceChain = id;
      }
      const addrs = parseUtxoAddresses(addresses, parseXAddress);
      const cursor = utxoCursorParam(p, parseXAddress);
      const utxosAfter: UtxosAfter = bytesEqual(sourceChain, xID)
        ? (addr, after, n) =>
            chain.state.utxoIdsAfter(addr, after, n).flatMap((id) => {
              const s = chain.state.getUtxo(id);
              return s ? [{ id, bytes: s.bytes }] : [];
            })
        : atomicUtxosAfter(ctx.atomic.list(xID, sourceChain, addrs));
      const page = paginateUtxos(addrs, cursor, utxosAfter);
      return {
        numFetched: String(page.utxos.length),
        utxos: page.utxos.map((b) => encodeBytes(b, enc)),
        endIndex: { address: formatX(page.lastAddr), utxo: idToString(page.lastUTXO) },
        encoding: enc,
      };
    },
    getAssetDescription: (p) => {
      const assetID = lookupAssetID(p.assetID ?? '');
      const asset = chain.state.getAsset(assetID);
      if (!asset) {
        if (chain.state.getTx(assetID)) throw new NodeError("transaction doesn't create an asset");
        throw new NodeError('not found');
      }
      return {
        assetID: idToString(asset.assetID),
        name: asset.name,
        symbol: asset.symbol,
        denomination: String(asset.denomination),
      };
    },
    getBalance: (p) => {
      const addr = balanceAddressParam(p);
      const assetID = lookupAssetID(p.assetID ?? '');
      let balance = 0n;
      const utxoIDs: { txID: string; outputIndex: number }[] = [];
      for (const { utxo, amount } of balanceUtxos(addr, p.includePartial === true)) {
        if (!bytesEqual(utxo.assetID, assetID)) continue;
        balance += amount;
        utxoIDs.push({ txID: idToString(utxo.txID), outputIndex: utxo.outputIndex });
      }
      if (balance >= 1n << 64n) throw new NodeError('overflow');
      return { balance: String(balance), utxoIDs };
    },
    getAllBalances: (p) => {
      const addr = balanceAddressParam(p);
      const balances = new Map<string, { assetID: Uint8Array; amount: bigint }>();
      for (const { utxo, amount } of balanceUtxos(addr, p.includePartial === true)) {
        const k = hexKey(utxo.assetID);
        const cur = balances.get(k) ?? { assetID: utxo.assetID, amount: 0n };
        const next = cur.amount + amount;
        cur.amount = next >= 1n << 64n ? (1n << 64n) - 1n : next;
        balances.set(k, cur);
      }
      return {
        balances: [...balances.values()]
          .sort((a, b) =>
            bytesEqual(a.assetID, avaxID) ? -1 : bytesEqual(b.assetID, avaxID) ? 1 : compareBytes(a.assetID, b.assetID),
          )
          .map((b) => ({ asset: assetAlias(b.assetID), balance: String(b.amount) })),
      };
    },
    getAddressTxs: (p) => {
      const cursor = p.cursor ?? 0n;
      let pageSize = p.pageSize ?? 0n;
      if (pageSize > BigInt(MAX_PAGE_SIZE)) throw new NodeError(`pageSize > maximum allowed (${MAX_PAGE_SIZE})`);
      if (pageSize === 0n) pageSize = BigInt(MAX_PAGE_SIZE);
      let addr: Uint8Array;
      try {
        addr = parseXAddress(p.address ?? '');
      } catch (e) {
        throw new NodeError(`couldn't parse argument 'address' to address: ${(e as Error).message}`);
      }
      let assetID: Uint8Array;
      try {
        assetID = lookupAssetID(p.assetID ?? '');
      } catch (e) {
        throw new NodeError(`specified \`assetID\` is invalid: ${(e as Error).message}`);
      }
      // The node's no-op address indexer reads nothing: null, and the cursor unchanged.
      if (!d.indexTransactions) return { txIDs: null, cursor: String(cursor) };
      const start = cursor > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(cursor);
      const txIDs = chain.state.addressTxs(addr, assetID, start, Number(pageSize)).map(idToString);
      return { txIDs, cursor: String(cursor + BigInt(txIDs.length)) };
    },
  });
}
