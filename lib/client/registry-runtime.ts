// What the lazy browser client loads on its first call: the registry (all zod schemas) and the
// call path. Kept in its own module so bundlers put it in a separate chunk.
import { registry, type AnyMethodDef } from '@/lib/registry';
import { NodeRequestError } from '@/lib/rpc/errors';
import { callByName, createInvoke } from './invoke';
import type { AnyTarget, NodeClientOptions } from './types';

export interface RegistryRuntime {
  invokeMethod(service: string, name: string, params: unknown, target: AnyTarget | undefined): Promise<unknown>;
  call(method: string, params: unknown, target: AnyTarget | undefined): Promise<unknown>;
}

export function createRegistryRuntime(options: NodeClientOptions, baseUrl: string): RegistryRuntime {
  const invoke = createInvoke(options, baseUrl);
  const methods = registry as unknown as Record<string, Record<string, AnyMethodDef> | undefined>;
  return {
    invokeMethod(service, name, params, target) {
      const defs = Object.hasOwn(methods, service) ? methods[service] : undefined;
      const def = defs && Object.hasOwn(defs, name) ? defs[name] : undefined;
      if (!def) {
        return Promise.reject(
          new NodeRequestError(`${service}.${name}`, `${service}.${name}: not a known node method`),
        );
      }
      return invoke(def, params, target);
    },
    call: (method, params, target) => callByName(invoke, method, params, target),
  };
}
