// The X-chain wallet endpoint (/ext/bc/X/wallet, vms/avm/wallet_service.go): issueTx goes through
// the X-chain's issueTx like avm.issueTx; send and sendMultiple (keystore-based) are the user
// methods of the same name.
import { idToString } from '@/lib/codec/ids';
import { registry } from '@/lib/registry';
import { implement, type ServiceImplementation } from '../server/implement';
import { issuedTxBytes } from '../server/params';
import type { UserOps } from '../user-ops/index';

export interface WalletDeps {
  xchain: { issueTx(bytes: Uint8Array): Promise<Uint8Array> };
  /** The avm.* user handlers (createUserOps(...).avm). */
  user: UserOps['avm'];
}

export function createWalletService(d: WalletDeps): ServiceImplementation {
  return implement(registry.wallet, {
    issueTx: async (p) => ({ txID: idToString(await d.xchain.issueTx(issuedTxBytes(p))) }),
    send: d.user.handlers.send,
    sendMultiple: d.user.handlers.sendMultiple,
  });
}
