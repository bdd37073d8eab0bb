// The X-chain wallet endpoint (/ext/bc/X/wallet, vms/avm/wallet_service.go): issueTx goes through
// the X-chain's issueTx exactly like avm.issueTx; send/sendMultiple (keystore-based, in the registry
// though not in the spec) are the user methods of the same name.
import { idToString } from '@/lib/codec/ids';
import { parseBytes } from '@/lib/codec/encoding';
import { NodeError, type Handler, type ServiceModule } from '../core/contracts';
import { encodingParam, str } from '../server/params';

export interface WalletDeps {
  xchain: { issueTx(bytes: Uint8Array): Promise<Uint8Array> };
  /** The avm.* user handlers (createUserOps(...).avm.handlers); without them only issueTx is served. */
  userHandlers?: Record<string, Handler>;
}

export function createWalletService(d: WalletDeps): ServiceModule {
  const handlers: Record<string, Handler> = {
    'wallet.issueTx': async (p) => {
      const enc = encodingParam(p);
      let bytes: Uint8Array;
      try {
        if (enc === 'json') throw new Error('invalid encoding');
        bytes = parseBytes(str(p, 'tx'), enc);
      } catch (e) {
        throw new NodeError(`problem decoding transaction: ${(e as Error).message}`);
      }
      return { txID: idToString(await d.xchain.issueTx(bytes)) };
    },
  };
  const send = d.userHandlers?.['avm.send'];
  const sendMultiple = d.userHandlers?.['avm.sendMultiple'];
  if (send) handlers['wallet.send'] = send;
  if (sendMultiple) handlers['wallet.sendMultiple'] = sendMultiple;
  return { service: 'wallet', handlers };
}
