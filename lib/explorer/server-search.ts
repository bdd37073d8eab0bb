// Runs search lookups against the node from the server.
import { serverNodeClient } from '@/lib/node/server-client';
import { orNull, orNullUnlessServed } from './errors';
import { orNullEvm } from '@/lib/evm/not-found';
import { evmChains, evmClient } from './evm-chains';
import { tokenKey } from '@/lib/store/history/chain-keys';
import { followerConfig } from '@/lib/server/follower-config';
import { appStore } from '@/lib/store/instance';
import { networkInfo } from './network';
import { resolveSearch, type NameMatch, type Probe, type SearchResult } from './search';
import { urls } from './urls';

/** Whether the node knows the tx: accepted, or still processing, or dropped (its page says which). */
async function knowsTx(chain: 'X' | 'P', txID: string): Promise<boolean> {
  const c = serverNodeClient();
  const body = await orNull(
    chain === 'X' ? c.avm.getTx({ txID, encoding: 'hex' }) : c.platform.getTx({ txID, encoding: 'hex' }),
  );
  if (body !== null) return true;
  const told = await orNull(chain === 'X' ? c.avm.getTxStatus({ txID }) : c.platform.getTxStatus({ txID }));
  return told !== null && told.status !== 'Unknown';
}

/** The history store, when this server follows the chains (its tokens are what it has seen). */
async function followedHistory() {
  return followerConfig().enabled ? (await appStore()).history : null;
}

async function run(p: Probe, q: string): Promise<boolean | string> {
  const c = serverNodeClient();
  const has = async (x: Promise<unknown>) => (await orNull(x)) !== null;
  switch (p.kind) {
    case 'xTx':
      return knowsTx('X', q);
    case 'xBlock':
      return has(c.avm.getBlock({ blockID: q, encoding: 'hex' }));
    case 'pTx':
      return knowsTx('P', q);
    case 'pBlock':
      return has(c.platform.getBlock({ blockID: q, encoding: 'hex' }));
    case 'cAtomicTx':
      // A node without the C-Chain answers 404 for its /avax path: no match, not a failure.
      return (await orNullUnlessServed(c.avax.getAtomicTx({ txID: q, encoding: 'hex' }))) !== null;
    case 'asset':
      return has(c.avm.getAssetDescription({ assetID: q }));
    case 'subnet':
      return has(c.platform.getSubnet({ subnetID: q }));
    case 'blockchain':
      return has(c.platform.validatedBy({ blockchainID: q }));
    case 'xHeight':
      return has(c.avm.getBlockByHeight({ height: BigInt(q), encoding: 'hex' }));
    case 'pHeight':
      return has(c.platform.getBlockByHeight({ height: BigInt(q), encoding: 'hex' }));
    case 'cHeight':
      return (await c.evm().getBlockNumber()) >= BigInt(q);
    case 'cTx':
      return (await orNullEvm(c.evm().getTransaction({ hash: q as `0x${string}` }))) !== null;
    case 'cBlockHash':
      return (await orNullEvm(c.evm().getBlock({ blockHash: q as `0x${string}` }))) !== null;
    case 'l1Validation': {
      const v = await orNull(c.platform.getL1Validator({ validationID: q }));
      return v ? urls.validator(v.nodeID, v.subnetID) : false;
    }
    case 'l1Tx': {
      const l1s = (await evmChains()).filter((ch) => !ch.isC);
      const found = await Promise.all(
        l1s.map((ch) => orNullEvm(evmClient(ch).getTransaction({ hash: q.toLowerCase() as `0x${string}` }))),
      );
      const i = found.findIndex((t) => t !== null);
      return i < 0 ? false : urls.evm.tx(l1s[i]!.key, q.toLowerCase());
    }
    case 'token': {
      const history = await followedHistory();
      if (history === null) return false;
      // The store keys tokens by the lowercase address on C, `<chain id>:<address>` on an L1 chain.
      const address = q.toLowerCase();
      const l1s = (await evmChains().catch(() => [])).filter((ch) => !ch.isC);
      const keys = [address, ...l1s.map((ch) => tokenKey(ch.key, address))];
      const known = await history.tokens(keys);
      const key = keys.find((k) => known.has(k));
      // A C token keeps the address as typed in its page's URL.
      return key === undefined ? false : key === address ? true : urls.token(key);
    }
    case 'cAddress':
      return true;
    case 'icmMessage': {
      // An ICM message id (0x) or a Warp message id (cb58), as the follower recorded it.
      const history = await followedHistory();
      return history !== null && (await history.icmEvents(q)).length > 0;
    }
  }
}

/** X assets and tokens seen by the follower, and the network's own asset (AVAX), by name or symbol. */
async function findNames(text: string): Promise<NameMatch[]> {
  const lower = text.toLowerCase();
  const out: NameMatch[] = [];
  const net = await networkInfo();
  const avax = await serverNodeClient().avm.getAssetDescription({ assetID: net.avaxAssetID });
  if (avax.symbol.toLowerCase() === lower || avax.name.toLowerCase() === lower) {
    out.push({
      kind: 'asset',
      name: avax.name,
      symbol: avax.symbol,
      id: net.avaxAssetID,
      url: urls.asset(net.avaxAssetID),
    });
  }
  const history = await followedHistory();
  for (const a of history ? await history.findAssets(text, 20) : []) {
    if (a.id !== net.avaxAssetID)
      out.push({ kind: 'asset', name: a.name, symbol: a.symbol, id: a.id, url: urls.asset(a.id) });
  }
  for (const t of history ? await history.findTokens(text, 20) : []) {
    out.push({ kind: 'token', name: t.name, symbol: t.symbol, id: t.address, url: urls.token(t.address) });
  }
  return out;
}

export function serverSearch(q: string): Promise<SearchResult> {
  return resolveSearch(q, run, findNames);
}
