// The keystore-based user methods as service modules the server routes: avm.* on the X-chain
// paths, platform.* on the P-chain paths.
import type { ServiceModule } from '../core/contracts';
import { createAvmUserHandlers, type UserOpsDeps } from './avm-ops';
import { createPlatformUserHandlers } from './platform-ops';

export type { UserOpsDeps, UserOpsXChain } from './avm-ops';
export { defaultChainLookup, type ChainLookup } from './addresses';

export interface UserOpsModules {
  /** service 'avm': merge into the X-chain endpoints' handlers. */
  avm: ServiceModule;
  /** service 'platform': merge into the P-chain endpoints' handlers. */
  platform: ServiceModule;
}

export function createUserOps(d: UserOpsDeps): UserOpsModules {
  return {
    avm: { service: 'avm', handlers: createAvmUserHandlers(d) },
    platform: { service: 'platform', handlers: createPlatformUserHandlers(d) },
  };
}
