// platform.listAddresses and platform.exportKey (vms/platformvm/service.go before v1.12.2): the
// user's keys shown as P-chain addresses. Keys are shared between chains in this keystore.
import { bytesEqual } from '@/lib/codec/ids';
import { privateKeyToString } from '@/lib/codec/secp256k1';
import { NodeError, type DevnetContext, type Handler } from '../core/contracts';
import { P_CHAIN_ID } from '../genesis/constants';
import type { Keystore } from '../keystore/keystore';
import { str } from '../server/params';
import { type ChainLookup, defaultChainLookup, formatP, parseServiceAddress } from './addresses';
import { userError } from './avm-ops';

export function createPlatformUserHandlers(d: {
  ctx: DevnetContext;
  keystore: Keystore;
  lookupChain?: ChainLookup;
}): Record<string, Handler> {
  const codec = { hrp: d.ctx.hrp, lookup: d.lookupChain ?? defaultChainLookup };
  const userKeys = async (p: Record<string, unknown>) => {
    const username = str(p, 'username');
    try {
      return await d.keystore.keys(username, str(p, 'password'));
    } catch (e) {
      throw userError(username, e, '');
    }
  };
  return {
    'platform.listAddresses': async (p) => ({
      addresses: (await userKeys(p)).map((k) => formatP(d.ctx.hrp, k.address)),
    }),
    'platform.exportKey': async (p) => {
      const addrStr = str(p, 'address');
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
  };
}
