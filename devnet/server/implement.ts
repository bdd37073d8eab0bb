// A devnet service is implemented against the registry: implement(registry.platform, { getHeight:
// (params) => … }) takes one handler per method of the service, and the compiler checks each one's
// params (as decodeWireParams hands them over, with Go semantics) and result (what the method's
// result schema reads from the wire). A missing handler does not compile; an extra one does not in an
// object literal, and implement() refuses it when parts spread together bring one.
import type { z } from 'zod';
import type { AnyMethodDef, ServiceName } from '@/lib/registry';
import { decodeWireParams } from '@/lib/registry/wire-params';
import type { ReadOnWire } from '@/lib/registry';
import type { RequestContext } from '../core/contracts';

/**
 * What decodeWireParams makes of a value of schema S: object fields may be absent (Go hands the
 * handler zero values), array and record items may be null, a readOnWireAs field is its wire type.
 */
type Decoded<S> = S extends ReadOnWire<infer W> ? (unknown extends W ? DecodedStructure<S> : W) : DecodedStructure<S>;

type DecodedStructure<S> =
  S extends z.ZodOptional<infer I>
    ? Decoded<I>
    : S extends z.ZodNullable<infer I>
      ? Decoded<I>
      : S extends z.ZodDefault<infer I>
        ? Decoded<I>
        : S extends z.ZodObject<infer Shape, z.core.$ZodObjectConfig>
          ? { [K in keyof Shape]?: Decoded<Shape[K]> }
          : S extends z.ZodArray<infer E>
            ? (Decoded<E> | null)[]
            : S extends z.ZodRecord<z.core.$ZodRecordKey, infer V>
              ? Record<string, Decoded<V> | null>
              : S extends z.ZodType
                ? z.output<S>
                : never;

/** A handler's params: the method's params schema, decoded the way a real node decodes the request. */
type WireParams<M extends AnyMethodDef> = Decoded<M['params']>;
/** A handler's result: anything the method's result schema accepts from a node. */
type WireResult<M extends AnyMethodDef> = z.input<M['result']>;

export type MethodHandler<M extends AnyMethodDef> = (
  params: WireParams<M>,
  ctx: RequestContext,
) => WireResult<M> | Promise<WireResult<M>>;

type Service = Record<string, AnyMethodDef>;

/** One handler for each method of a registry service. */
export type Handlers<S extends Service> = { [K in keyof S]: MethodHandler<S[K]> };

/**
 * Some handlers of a service, from the module that owns them (a chain, the keystore's user
 * methods …), kept with their registry service and their exact keys: implement() joins the parts
 * and checks the whole, and tests call a part's handlers by wire name.
 */
export interface HandlerPart<S extends Service = Service, H = Partial<Handlers<S>>> {
  methods: S;
  handlers: H;
}

export function handlersFor<S extends Service, H extends Partial<Handlers<S>>>(
  methods: S,
  handlers: H,
): HandlerPart<S, H> {
  return { methods, handlers };
}

/** One method, ready for the server: decodes raw params, then runs the handler. */
interface ImplementedMethod {
  def: AnyMethodDef;
  /** Throws WireParamsError when the params do not decode (the node's "couldn't unmarshal" answer). */
  decode(rawParams: unknown): unknown;
  run(params: unknown, ctx: RequestContext): unknown;
}

export interface ServiceImplementation {
  service: ServiceName;
  /** The service name the node registers the methods under: their wire names' prefix (`avm` for avmStatic). */
  namespace: string;
  /** By wire name (`platform.getHeight`). */
  methods: ReadonlyMap<string, ImplementedMethod>;
}

export function implement<S extends Service>(service: S, handlers: Handlers<S>): ServiceImplementation {
  const defs = Object.entries(service);
  const first = defs[0]?.[1];
  if (!first) throw new Error('implement: the service has no methods');
  const methods = new Map<string, ImplementedMethod>();
  for (const [key, def] of defs) {
    const handler = (handlers as Record<string, unknown>)[key];
    // The compiler refuses a missing handler; spread parts can still bring an extra one, refused below.
    if (typeof handler !== 'function') throw new Error(`${def.method} has no devnet handler`);
    const run = handler as (params: unknown, ctx: RequestContext) => unknown;
    methods.set(def.method, { def, decode: (raw) => decodeWireParams(def, raw), run });
  }
  for (const key of Object.keys(handlers)) {
    if (!Object.hasOwn(service, key)) throw new Error(`devnet handler ${first.service}.${key} has no registry method`);
  }
  return { service: first.service, namespace: first.method.slice(0, first.method.indexOf('.')), methods };
}
