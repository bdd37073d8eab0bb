// The node answers a page's islands read first (useNodeQuery), asked on the server through the one
// cached node path and seeded into the browser's cache under the same keys: the page arrives with
// them in its HTML instead of loading the node client and asking after hydration.
import type { ReactNode } from 'react';
import { policyOfAnswer } from '@/lib/browser/answer-policy';
import type { SeededPolicy } from '@/lib/browser/method-policy';
import type { AnyTarget } from '@/lib/client/types';
import { nodeQueryKey } from '@/lib/hooks/node-query-key';
import { nodeGateway } from '@/lib/node';
import { publicResult } from '@/lib/node/public-view';
import { serverNodeClient } from '@/lib/node/server-client';
import { findMethod } from '@/lib/registry';
import { NodeErrorCode } from '@/lib/rpc/error-codes';
import { isRpcError } from '@/lib/rpc/errors';
import { QuerySeed, SEED_WAIT_MS, within, type SeedAnswer, type SeededRpcError } from './query-seed';

/** One call as the island's hook makes it: `useNodeQuery(method, params, target)`. */
export interface SeedCall {
  method: string;
  params: unknown;
  target?: AnyTarget;
}

type Got = { data: unknown; error?: undefined } | { data?: undefined; error: SeededRpcError };

/**
 * The answer's cache policy and the method's poll period, as the browser's registry would give them:
 * the page's hooks read them until the registry loads (lib/browser/method-policy.ts), so a fresh answer
 * is not asked for again at hydration.
 */
function policyOf(c: SeedCall, data: unknown): SeededPolicy | undefined {
  const def = findMethod(c.method);
  return def && { cache: policyOfAnswer(def, c.params, data), pollMs: def.pollMs };
}

/** The call's answer, or the node's "no such method" (it will say so again): other failures seed nothing. */
function ask(c: SeedCall): Promise<Got | undefined> {
  return serverNodeClient()
    .call(c.method, c.params, c.target)
    .then(
      // Whoever asks gets this HTML: the public view (peers without addresses, validators without
      // `connected`); an operator's own poll brings the rest.
      (data): Got => ({
        data: publicResult(c.method, data, { keepConnected: nodeGateway().config.publicConnected === true }),
      }),
      (e: unknown): Got | undefined =>
        isRpcError(e) && e.code === NodeErrorCode.methodNotFound
          ? { error: { method: e.method, code: e.code, rpcMessage: e.rpcMessage } }
          : undefined,
    );
}

/** The seed of a node answer the server already has (`data`, undefined if it has none): key, data and policy. */
export function nodeAnswer(c: SeedCall, data: unknown, error?: SeededRpcError): SeedAnswer {
  const policy = data === undefined ? undefined : policyOf(c, data);
  return [nodeQueryKey(c.method, c.params, c.target), data, error, policy];
}

export async function NodeSeed({ calls, children }: { calls: readonly SeedCall[]; children: ReactNode }) {
  const answers = await Promise.all(
    calls.map(async (c): Promise<SeedAnswer> => {
      const got = await within(ask(c), SEED_WAIT_MS);
      return nodeAnswer(c, got?.data, got?.error);
    }),
  );
  return <QuerySeed answers={answers}>{children}</QuerySeed>;
}
