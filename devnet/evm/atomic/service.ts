// coreth's `avax` JSON-RPC service (plugin/evm/atomic/vm/api.go) on /ext/bc/C/avax: atomic UTXOs
// waiting for the C-chain, issuing ImportTx/ExportTx, and looking accepted ones up.
import { formatAddress, parseAddress } from '@/lib/codec/address';
import { formatBytes, parseBytes } from '@/lib/codec/encoding';
import { EMPTY_ID, bytesEqual, idFromString, idToString, shortIdFromString } from '@/lib/codec/ids';
import { NodeError, type DevnetContext, type ServiceModule } from '../../core/contracts';
import { encodingParam, str } from '../../server/params';
import { atomicUtxosAfter, paginateUtxos, parseUtxoAddresses, utxoAddressesParam, utxoCursorParam } from '../../core/utxo-pages';
import type { CChainAtomic } from '../chain';

/** The C-chain VM version reported by info.getNodeVersion's vmVersions.evm. */
export const CORETH_VERSION = 'v0.15.2';

export interface AvaxServiceDeps {
  ctx: DevnetContext;
  chainID: Uint8Array;
  atomic: CChainAtomic;
  /** Chain alias or id → chain id (admin.aliasChain aliases included). */
  lookupChain: (aliasOrID: string) => Uint8Array | undefined;
}


export function createAvaxService(d: AvaxServiceDeps): ServiceModule {
  const { ctx } = d;

  /** ParseServiceAddress: a cb58 short id, or `C-<bech32>` of this chain and network. */
  const parseServiceAddress = (s: string): Uint8Array => {
    try {
      return shortIdFromString(s);
    } catch {
      // not a short id: a localized address
    }
    if (!s.includes('-')) throw new NodeError('no separator found in address');
    let parsed;
    try {
      parsed = parseAddress(s);
    } catch (e) {
      throw new NodeError((e as Error).message);
    }
    const alias = parsed.chainAlias ?? '';
    const chain = d.lookupChain(alias);
    if (!chain) throw new NodeError(`there is no chain with alias/ID '${alias}'`);
    if (parsed.hrp !== ctx.hrp) throw new NodeError(`expected hrp "${ctx.hrp}" but got "${parsed.hrp}"`);
    if (!bytesEqual(chain, d.chainID)) {
      throw new NodeError(`expected chainID to be "${idToString(d.chainID)}" but was "${idToString(chain)}"`);
    }
    return parsed.bytes;
  };

  const txIDParam = (p: Record<string, unknown>): Uint8Array => {
    const s = str(p, 'txID');
    let id: Uint8Array = EMPTY_ID;
    if (s !== '') {
      try {
        id = idFromString(s);
      } catch (e) {
        throw new NodeError((e as Error).message);
      }
    }
    if (bytesEqual(id, EMPTY_ID)) throw new NodeError('nil transaction ID');
    return id;
  };

  const byteEncoding = (p: Record<string, unknown>) => {
    const enc = encodingParam(p);
    if (enc === 'json') throw new NodeError('invalid encoding');
    return enc;
  };

  const getUTXOs = (p: Record<string, unknown>) => {
    const addresses = utxoAddressesParam(p);
    const sourceName = str(p, 'sourceChain');
    if (sourceName === '') throw new NodeError('no source chain provided');
    const sourceChain = d.lookupChain(sourceName);
    if (!sourceChain) throw new NodeError(`problem parsing source chainID "${sourceName}": there is no chain with alias/ID '${sourceName}'`);
    const addrs = parseUtxoAddresses(addresses, parseServiceAddress);
    const cursor = utxoCursorParam(p, parseServiceAddress);
    const enc = byteEncoding(p);
    const page = paginateUtxos(addrs, cursor, atomicUtxosAfter(ctx.atomic.list(d.chainID, sourceChain, addrs)));
    return {
      numFetched: String(page.utxos.length),
      utxos: page.utxos.map((b) => formatBytes(b, enc)),
      endIndex: { address: formatAddress('C', ctx.hrp, page.lastAddr), utxo: idToString(page.lastUTXO) },
      encoding: enc,
    };
  };

  return {
    service: 'avax',
    handlers: {
      'avax.version': () => ({ version: CORETH_VERSION }),
      'avax.getUTXOs': getUTXOs,
      'avax.issueTx': async (p) => {
        const enc = encodingParam(p);
        let bytes: Uint8Array;
        try {
          if (enc === 'json') throw new Error('invalid encoding');
          bytes = parseBytes(str(p, 'tx'), enc);
        } catch (e) {
          throw new NodeError(`problem decoding transaction: ${(e as Error).message}`);
        }
        return { txID: idToString(await d.atomic.issue(bytes)) };
      },
      'avax.getAtomicTxStatus': (p) => {
        const txID = txIDParam(p);
        const accepted = d.atomic.accepted(txID);
        if (accepted) return { status: 'Accepted', blockHeight: String(accepted.blockNumber) };
        return { status: d.atomic.processing(txID) ? 'Processing' : 'Unknown' };
      },
      'avax.getAtomicTx': (p) => {
        const txID = txIDParam(p);
        const enc = byteEncoding(p);
        const accepted = d.atomic.accepted(txID);
        if (accepted) return { tx: formatBytes(accepted.bytes, enc), encoding: enc, blockHeight: String(accepted.blockNumber) };
        const processing = d.atomic.processing(txID);
        if (processing) return { tx: formatBytes(processing, enc), encoding: enc };
        throw new NodeError(`could not find tx ${idToString(txID)}`);
      },
    },
  };
}
