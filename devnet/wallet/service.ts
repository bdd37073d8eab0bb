// The X-chain wallet endpoint (/ext/bc/X/wallet, vms/avm/wallet_service.go): issueTx goes through
// the X-chain's issueTx exactly like avm.issueTx; send/sendMultiple (keystore-based, in the registry
// though not in the spec) are the user methods of the same name.
import { idToString } from '@/lib/codec/ids';
import type { Handler, ServiceModule } from '../core/contracts';
import { issueTxBytesParam } from '../server/params';

export interface WalletDeps {
  xchain: { issueTx(bytes: Uint8Array): Promise<Uint8Array> };
  /** The avm.* user handlers (createUserOps(...).avm.handlers); without them only issueTx is served. */
  userHandlers?: Record<string, Handler>;
}

export function createWalletService(d: WalletDeps): ServiceModule {
  const handlers: Record<string, Handler> = {
    'wallet.issueTx': async (p) => ({ txID: idToString(await d.xchain.issueTx(issueTxBytesParam(p))) }),
  };
  const send = d.userHandlers?.['avm.send'];
  const sendMultiple = d.userHandlers?.['avm.sendMultiple'];
  if (send) handlers['wallet.send'] = send;
  if (sendMultiple) handlers['wallet.sendMultiple'] = sendMultiple;
  return { service: 'wallet', handlers };
}
