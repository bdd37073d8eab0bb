// coreth's `avax` JSON-RPC service (plugin/evm/atomic/vm/api.go) on /ext/bc/C/avax: atomic UTXOs
// waiting for the C-chain, issuing ImportTx/ExportTx, and looking accepted ones up.
import { formatAddress } from '@/lib/codec/address';
import { formatBytes } from '@/lib/codec/encoding';
import { bytesEqual, idToString, shortIdFromString } from '@/lib/codec/ids';
import { parseChainAddress } from '../../core/chain-address';
import { NodeError, type DevnetContext, type ServiceModule } from '../../core/contracts';
import { encodingParam, issueTxBytesParam, str, txIDParam } from '../../server/params';
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
    const parsed = parseChainAddress(s);
    const alias = parsed.chainAlias;
    const chain = d.lookupChain(alias);
    if (!chain) throw new NodeError(`there is no chain with alias/ID '${alias}'`);
    if (parsed.hrp !== ctx.hrp) throw new NodeError(`expected hrp "${ctx.hrp}" but got "${parsed.hrp}"`);
    if (!bytesEqual(chain, d.chainID)) {
      throw new NodeError(`expected chainID to be "${idToString(d.chainID)}" but was "${idToString(chain)}"`);
    }
    return parsed.bytes;
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
      'avax.issueTx': async (p) => ({ txID: idToString(await d.atomic.issue(issueTxBytesParam(p))) }),
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
