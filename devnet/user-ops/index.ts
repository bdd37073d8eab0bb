// The keystore-based user methods: avm.* on the X-chain's paths (and wallet.send/sendMultiple, the
// same operations), platform.* on the P-chain's.
import { createAvmUserHandlers, type UserOpsDeps } from './avm-ops';
import { createPlatformUserHandlers } from './platform-ops';

export type { UserOpsDeps } from './avm-ops';

export function createUserOps(d: UserOpsDeps) {
  return { avm: createAvmUserHandlers(d), platform: createPlatformUserHandlers(d) };
}

export type UserOps = ReturnType<typeof createUserOps>;
