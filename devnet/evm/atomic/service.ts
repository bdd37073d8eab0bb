// coreth's `avax` JSON-RPC service (plugin/evm/atomic/vm/api.go) on /ext/bc/C/avax: atomic UTXOs
// waiting for the C-chain, issuing ImportTx/ExportTx, and looking accepted ones up.
import { formatAddress } from '@/lib/codec/address';
import { formatBytes } from '@/lib/codec/encoding';
import { idToString } from '@/lib/codec/ids';
import { noSuchChainAlias, parseServiceAddress } from '../../core/chain-address';
import { registry } from '@/lib/registry';
import { NodeError, type DevnetContext } from '../../core/contracts';
import { implement, type MethodHandler, type ServiceImplementation } from '../../server/implement';
import { byteEncodingOf, issuedTxBytes, txIDOf } from '../../server/params';
import {
  atomicUtxosAfter,
  paginateUtxos,
  parseUtxoAddresses,
  utxoAddressesParam,
  utxoCursorParam,
} from '../../core/utxo-pages';
import type { CChainAtomic } from '../chain';

/** The C-chain VM version reported by info.getNodeVersion's vmVersions.evm. */
const CORETH_VERSION = 'v0.15.2';

export interface AvaxServiceDeps {
  ctx: DevnetContext;
  chainID: Uint8Array;
  atomic: CChainAtomic;
  /** Chain alias or id → chain id (admin.aliasChain aliases included). */
  lookupChain: (aliasOrID: string) => Uint8Array | undefined;
}

export function createAvaxService(d: AvaxServiceDeps): ServiceImplementation {
  const { ctx } = d;

  const scope = { chainID: d.chainID, hrp: ctx.hrp, lookupChain: d.lookupChain };
  const parseAddr = (s: string): Uint8Array => parseServiceAddress(s, scope);

  const getUTXOs: MethodHandler<typeof registry.avax.getUTXOs> = (p) => {
    const addresses = utxoAddressesParam(p);
    const sourceName = p.sourceChain ?? '';
    if (sourceName === '') throw new NodeError('no source chain provided');
    const sourceChain = d.lookupChain(sourceName);
    if (!sourceChain)
      throw new NodeError(`problem parsing source chainID "${sourceName}": ${noSuchChainAlias(sourceName).message}`);
    const addrs = parseUtxoAddresses(addresses, parseAddr);
    const cursor = utxoCursorParam(p, parseAddr);
    const enc = byteEncodingOf(p.encoding);
    const page = paginateUtxos(addrs, cursor, atomicUtxosAfter(ctx.atomic.list(d.chainID, sourceChain, addrs)));
    return {
      numFetched: String(page.utxos.length),
      utxos: page.utxos.map((b) => formatBytes(b, enc)),
      endIndex: { address: formatAddress('C', ctx.hrp, page.lastAddr), utxo: idToString(page.lastUTXO) },
      encoding: enc,
    };
  };

  return implement(registry.avax, {
    version: () => ({ version: CORETH_VERSION }),
    getUTXOs: getUTXOs,
    issueTx: async (p) => ({ txID: idToString(await d.atomic.issue(issuedTxBytes(p))) }),
    getAtomicTxStatus: (p) => {
      const txID = txIDOf(p.txID);
      const accepted = d.atomic.accepted(txID);
      if (accepted) return { status: 'Accepted', blockHeight: String(accepted.blockNumber) };
      return { status: d.atomic.processing(txID) ? 'Processing' : 'Unknown' };
    },
    getAtomicTx: (p) => {
      const txID = txIDOf(p.txID);
      const enc = byteEncodingOf(p.encoding);
      const accepted = d.atomic.accepted(txID);
      if (accepted)
        return { tx: formatBytes(accepted.bytes, enc), encoding: enc, blockHeight: String(accepted.blockNumber) };
      const processing = d.atomic.processing(txID);
      if (processing) return { tx: formatBytes(processing, enc), encoding: enc };
      throw new NodeError(`could not find tx ${idToString(txID)}`);
    },
  });
}
