// The X-chain wallet endpoint (/ext/bc/X/wallet, vms/avm/wallet_service.go): issueTx goes through
// the X-chain's issueTx like avm.issueTx, except that an accepted tx is taken again without a word
// (the node queues wallet txs unverified and drops it later); send and sendMultiple
// (keystore-based) are the user methods of the same name.
import { idToString } from '@/lib/codec/ids';
import { sha256 } from '../core/hash';
import { registry } from '@/lib/registry';
import { implement, type ServiceImplementation } from '../server/implement';
import { issuedTxBytes } from '../server/params';
import type { UserOps } from '../user-ops/index';

export interface WalletDeps {
  xchain: { issueTx(bytes: Uint8Array): Promise<Uint8Array>; isAccepted(txID: Uint8Array): boolean };
  /** The avm.* user handlers (createUserOps(...).avm). */
  user: UserOps['avm'];
}

export function createWalletService(d: WalletDeps): ServiceImplementation {
  return implement(registry.wallet, {
    issueTx: async (p) => {
      const bytes = issuedTxBytes(p);
      const txID = sha256(bytes);
      if (d.xchain.isAccepted(txID)) return { txID: idToString(txID) };
      // A tx still waiting is joined: the node answers a duplicate with its id.
      return { txID: idToString(await d.xchain.issueTx(bytes)) };
    },
    send: d.user.handlers.send,
    sendMultiple: d.user.handlers.sendMultiple,
  });
}
