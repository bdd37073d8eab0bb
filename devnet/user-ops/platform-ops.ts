// platform.listAddresses and platform.exportKey (vms/platformvm/service.go before v1.12.2): the
// user's keys shown as P-chain addresses. Keys are shared between chains in this keystore.
import { bytesEqual } from '@/lib/codec/ids';
import { privateKeyToString } from '@/lib/codec/secp256k1';
import { registry } from '@/lib/registry';
import { NodeError, type DevnetContext } from '../core/contracts';
import { P_CHAIN_ID } from '../genesis/constants';
import type { Keystore } from '../keystore/keystore';
import { handlersFor } from '../server/implement';
import { primaryNetworkChains, type ChainLookup } from '../core/aliases';
import { formatP, parseServiceAddress } from './addresses';
import { userError } from './avm-ops';

export function createPlatformUserHandlers(d: { ctx: DevnetContext; keystore: Keystore; lookupChain?: ChainLookup }) {
  const codec = { hrp: d.ctx.hrp, lookup: d.lookupChain ?? primaryNetworkChains };
  const userKeys = async (p: { username?: string; password?: string }) => {
    const username = p.username ?? '';
    try {
      return await d.keystore.keys(username, p.password ?? '');
    } catch (e) {
      throw userError(username, e, '');
    }
  };
  return handlersFor(registry.platform, {
    listAddresses: async (p) => ({
      addresses: (await userKeys(p)).map((k) => formatP(d.ctx.hrp, k.address)),
    }),
    exportKey: async (p) => {
      const addrStr = p.address ?? '';
      let addr: Uint8Array;
      try {
        addr = parseServiceAddress(codec, P_CHAIN_ID, addrStr);
      } catch (e) {
        throw new NodeError(`couldn't parse ${addrStr} to address: ${(e as Error).message}`);
      }
      const key = (await userKeys(p)).find((k) => bytesEqual(k.address, addr));
      if (!key) throw new NodeError('problem retrieving private key: not found');
      return { privateKey: privateKeyToString(key.privateKey) };
    },
  });
}
