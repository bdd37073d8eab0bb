// Test-only: a subnet-evm L1 alone on a fresh in-memory devnet context, for the L1 flavor's tests.
import { testContext, type TestContext } from '../core/testing';
import type { EvmChain } from './chain';
import { createSubnetEvmChain } from './index';

/** `idByte` fills the 32-byte blockchain id; `name` is its cb58 stand-in. */
export async function testL1(o: {
  startMs: number;
  idByte: number;
  name: string;
  evmChainId: number;
}): Promise<{ ctx: TestContext; evm: EvmChain }> {
  const ctx = testContext({ startMs: o.startMs });
  const evm = await createSubnetEvmChain(ctx, {
    blockchainID: new Uint8Array(32).fill(o.idByte),
    blockchainIDStr: o.name,
    evmChainId: o.evmChainId,
  });
  return { ctx, evm };
}
