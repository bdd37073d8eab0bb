// coreth's `avax` JSON-RPC service (plugin/evm/atomic/vm/api.go) on /ext/bc/C/avax: atomic UTXOs
// waiting for the C-chain, issuing ImportTx/ExportTx, and looking accepted ones up.
import { formatAddress } from '@/lib/codec/address';
import { formatBytes } from '@/lib/codec/encoding';
import { idToString } from '@/lib/codec/ids';
import { noSuchChainAlias, parseServiceAddress } from '../../core/chain-address';
import { NodeError, type DevnetContext, type ServiceModule } from '../../core/contracts';
import { encodingParam, issueTxBytesParam, str, txIDParam } from '../../server/params';
import {
  atomicUtxosAfter,
  paginateUtxos,
  parseUtxoAddresses,
  utxoAddressesParam,
  utxoCursorParam,
} from '../../core/utxo-pages';
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

  const scope = { chainID: d.chainID, hrp: ctx.hrp, lookupChain: d.lookupChain };
  const parseAddr = (s: string): Uint8Array => parseServiceAddress(s, scope);

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
    if (!sourceChain)
      throw new NodeError(`problem parsing source chainID "${sourceName}": ${noSuchChainAlias(sourceName).message}`);
    const addrs = parseUtxoAddresses(addresses, parseAddr);
    const cursor = utxoCursorParam(p, parseAddr);
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
        if (accepted)
          return { tx: formatBytes(accepted.bytes, enc), encoding: enc, blockHeight: String(accepted.blockNumber) };
        const processing = d.atomic.processing(txID);
        if (processing) return { tx: formatBytes(processing, enc), encoding: enc };
        throw new NodeError(`could not find tx ${idToString(txID)}`);
      },
    },
  };
}
