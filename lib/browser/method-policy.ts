// The registry's cache policy of a method, for the query hook. The registry (and the freshness rules)
// load with the first node call, in the chunk the lazy client loads anyway; TanStack's freshness
// callbacks then read them synchronously. Until then, an answer the server seeded into the page carries
// its policy with it, so the page does not load the registry during hydration only to ask again.
import type { CachePolicy } from '@/lib/registry';

type Loaded = { registry: typeof import('@/lib/registry'); freshness: typeof import('./answer-policy') };
let loaded: Loaded | undefined;
let loading: Promise<Loaded> | undefined;

/** What the server's registry said of one seeded answer: its policy, and the method's poll period. */
export interface SeededPolicy {
  cache: CachePolicy;
  pollMs?: number;
}
// By query hash; read only until the registry is in.
const seeded = new Map<string, SeededPolicy>();

/** Notes the policy of the answer seeded under `queryHash` (components/shell/seed-cache.tsx). */
export function noteSeededPolicy(queryHash: string, policy: SeededPolicy): void {
  if (!loaded) seeded.set(queryHash, policy);
}

/** The policy the server gave the answer seeded under `queryHash`, while the registry is not loaded. */
export function seededPolicy(queryHash: string): SeededPolicy | undefined {
  return loaded ? undefined : seeded.get(queryHash);
}

/** Loads the registry and the freshness rules (once). */
export function loadMethodPolicies(): Promise<unknown> {
  loading ??= Promise.all([import('@/lib/registry'), import('./answer-policy')]).then(
    ([registry, freshness]) => {
      seeded.clear();
      return (loaded = { registry, freshness });
    },
    (err: unknown) => {
      loading = undefined; // a failed chunk load is retried by the next call
      throw err;
    },
  );
  return loading;
}

/** The method's declared policy, once loaded. */
export function declaredPolicy(method: string): CachePolicy | undefined {
  return loaded?.registry.findMethod(method)?.cache;
}

/** How often views poll the method, as the registry declares it (live methods), once loaded. */
export function declaredPollMs(method: string): number | undefined {
  return loaded?.registry.findMethod(method)?.pollMs;
}

/** The policy one answer falls under (see answer-policy.ts), once loaded. */
export function answerPolicy(method: string, params: unknown, result: unknown): CachePolicy | undefined {
  const def = loaded?.registry.findMethod(method);
  return def && loaded!.freshness.policyOfAnswer(def, params, result);
}
