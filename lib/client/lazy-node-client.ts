// The same typed client, but the registry (~all zod schemas) and viem's PublicClient are loaded on
// first use instead of with the page: browser pages hydrate without parsing them. Only types come
// from the registry here.
import { SERVICE_NAMES } from '@/lib/registry/define';
import type { RegistryRuntime } from './registry-runtime';
import type { PublicClient } from 'viem';
import type { AnyTarget, LazyNodeClient, NodeClientOptions } from './types';

type Method = (params?: unknown, target?: AnyTarget) => Promise<unknown>;

export function createLazyNodeClient(options: NodeClientOptions): LazyNodeClient {
  const baseUrl = options.url.replace(/\/+$/, '');
  let loading: Promise<RegistryRuntime> | undefined;
  const runtime = () => {
    loading ??= import('./registry-runtime').then(
      (m) => m.createRegistryRuntime(options, baseUrl),
      (err: unknown) => {
        loading = undefined; // a failed chunk load is retried by the next call
        throw err;
      },
    );
    return loading;
  };
  let evmLoading: Promise<(chain?: string) => PublicClient> | undefined;
  const evm = (chain?: string) => {
    evmLoading ??= import('./evm').then(
      (m) => m.evmClients(options, baseUrl),
      (err: unknown) => {
        evmLoading = undefined;
        throw err;
      },
    );
    return evmLoading.then((clientFor) => clientFor(chain));
  };

  // Method names are only known once the registry is loaded, so each service answers any name
  // with a caller (cached, so the same method is the same function); unknown names reject on call.
  function serviceNamespace(service: string): object {
    const callers = new Map<string, Method>();
    return new Proxy(Object.create(null) as object, {
      get(_target, name) {
        // Not a thenable, and no symbol-keyed methods exist.
        if (typeof name !== 'string' || name === 'then') return undefined;
        let caller = callers.get(name);
        if (!caller) {
          caller = (params, target) => runtime().then((rt) => rt.invokeMethod(service, name, params, target));
          callers.set(name, caller);
        }
        return caller;
      },
    });
  }

  const client: Record<string, unknown> = {
    url: baseUrl,
    call: (method: string, params?: unknown, target?: AnyTarget) =>
      runtime().then((rt) => rt.call(method, params, target)),
    evm,
  };
  for (const service of SERVICE_NAMES) client[service] = serviceNamespace(service);
  return client as unknown as LazyNodeClient;
}
