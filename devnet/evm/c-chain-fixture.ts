// One in-memory C-chain for a describe block's tests, on the devnet's test context.
import { afterAll, beforeAll } from 'vitest';
import { testContext, type TestContext } from '../core/testing';
import type { EvmChain } from './chain';
import { createCChain } from './index';

/** One in-memory C-chain shared by a describe block's tests (set up before them, closed after). */
export function cChainPerSuite(): { readonly ctx: TestContext; readonly evm: EvmChain } {
  const suite = {} as { ctx: TestContext; evm: EvmChain };
  beforeAll(async () => {
    suite.ctx = testContext();
    suite.evm = await createCChain(suite.ctx);
  });
  afterAll(() => suite.ctx.db.close());
  return suite;
}
