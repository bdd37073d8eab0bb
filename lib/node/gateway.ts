// The one path to the node. Every JSON-RPC call Snowline sends upstream (the proxy, pages, route
// handlers, OG images, the viem client, the monitor) goes through `call`, which:
// resolves the method with the registry (the allowlist), checks and canonicalizes its params,
// checks the caller's rights, answers from the cache per the method's policy, shares identical
// calls in flight, sends with a timeout and a size cap, never shows a public caller where the node
// is, and counts what it does.
import type { Caller } from '@/lib/auth/caller';
import { resolveMethod, type AnyMethodDef, type TipMethod } from '@/lib/registry';
import { AnswerCache, type CachedAnswer, type Retention } from './answer-cache';
import type { NodeConfig } from './config';
import { NodeErrorCode as C } from '@/lib/rpc/error-codes';
import { failure, type NodeFailure } from './errors';
import { InFlight } from './in-flight';
import { nodeMetrics, type NodeMetrics, type UpstreamOutcome } from './metrics';
import { canonicalParams } from './params';
import { redactJson, redactNodeAddress } from './redact';
import { hasPublicView, publicView } from './public-view';
import { createConcurrencyGate } from '@/lib/security/concurrency-gate';
import { needsCaller, refusalOf } from './relay-policy';
import { retentionOf, tipHeight } from './retention';
import type { SharedAnswerLayer } from './shared-layer';
import { sendUpstream, upstreamTarget, type UpstreamReply } from './upstream';

/** The server's own reads (pages, the monitor, tip lookups): the page decides what it shows. */
export const SERVER_SELF: Caller = Object.freeze({ operator: true });

interface NodeCall {
  /** The node path, e.g. `/ext/bc/X`. */
  path: string;
  /** Wire method name, e.g. `avm.getTx`. */
  method: string;
  /** Raw params: as a JSON-RPC client sent them, or the typed client's wire params. */
  params?: unknown;
  /** Who is calling; a function is asked only when the method's rights depend on it. */
  caller: Caller | (() => Promise<Caller>);
  /**
   * false: a read its caller makes once (the history follower's backfill). It is answered from the cache
   * when there and shared with identical calls in flight, but its answer is not added to the cache, so
   * a walk over the whole chain does not push out what pages are reading.
   */
  retain?: boolean;
  /**
   * The address of a caller from outside (the proxy's): when it is not an operator, its upstream reads
   * are bounded, per client and in all (config.publicMisses), and each reads at most
   * config.publicMaxResponseBytes. Absent for the server's own reads.
   */
  client?: string;
}

export type NodeAnswer =
  | {
      ok: true;
      /** The result's JSON text. */
      json: string;
      /** How this answer is kept ('none': it was not). */
      retention: Retention | 'none';
      /** hit: fresh from cache; stale: from cache while a refresh runs; miss: asked the node; bypass: never cached. */
      cache: 'hit' | 'stale' | 'miss' | 'bypass';
    }
  | { ok: false; failure: NodeFailure };

export interface NodeGatewayDeps {
  config: NodeConfig;
  fetch?: typeof fetch;
  /** Wall clock in ms (tests move it). */
  now?: () => number;
  metrics?: NodeMetrics;
  /** Cache and claims shared with other instances (Redis), when configured. */
  shared?: SharedAnswerLayer;
}

export interface NodeGateway {
  readonly config: NodeConfig;
  call(call: NodeCall): Promise<NodeAnswer>;
  /** What the answer cache holds, in bytes and entries, and how many calls are in flight. */
  stats(): { bytes: number; entries: number; inFlight: number };
}

type Outcome = { ok: true; json: string; retention: Retention | 'none' } | { ok: false; failure: NodeFailure };

const UPSTREAM_LABEL: Record<UpstreamReply['kind'], UpstreamOutcome> = {
  result: 'ok',
  'rpc-error': 'rpc_error',
  http: 'http_error',
  unreachable: 'unreachable',
  timeout: 'timeout',
  'too-large': 'too_large',
};

// While one instance fetches a key, another polls the shared layer this often for its answer.
const SHARED_POLL_MS = 10;
// A claim lasts this long and its holder extends it while its call runs: when the holder dies (kill -9),
// the others wait at most this long before one of them asks the node, not a whole node timeout.
const CLAIM_MS = 3_000;

/** Why `params` exceed what `def` allows a public caller (registry `publicMax`), or null. */
function overPublicMax(def: AnyMethodDef, params: unknown): string | null {
  if (!def.publicMax || params === null || typeof params !== 'object' || Array.isArray(params)) return null;
  for (const [name, max] of Object.entries(def.publicMax)) {
    const asked = Number((params as Record<string, unknown>)[name]);
    if (Number.isFinite(asked) && asked > max) {
      return `${name} may be at most ${max} on this public explorer (asked ${asked}): ask in smaller steps`;
    }
  }
  return null;
}

export function createNodeGateway(deps: NodeGatewayDeps): NodeGateway {
  const { config } = deps;
  const now = deps.now ?? Date.now;
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const metrics = deps.metrics ?? nodeMetrics();
  const cache = new AnswerCache(config.cacheMaxBytes, now);
  const inFlight = new InFlight<Outcome>();
  const target = upstreamTarget(config.nodeUrl);
  const redact = (text: string) => redactNodeAddress(text, config.nodeUrl);
  const claimMs = Math.min(CLAIM_MS, config.timeoutMs);
  // Public callers' reads of the node: bounded in number, and each in bytes, so the bytes in flight are too.
  const publicMisses = createConcurrencyGate({
    concurrency: config.publicMisses,
    perClient: config.publicMissesPerClient,
    queue: config.publicMisses * 4,
    maxWaitMs: Math.min(2_000, config.timeoutMs),
  });

  // When a tx this instance relayed was taken by the node, what it had kept of that chain's live state
  // (UTXOs, balances, nonces) is from before it: the sender's next read asks the node, not the cache.
  const stateChangedAt = new Map<string, number>();
  const pathOf = (key: string) => key.slice(0, key.indexOf('\n'));
  const outdated = (key: string, answer: CachedAnswer) =>
    answer.retention === 'live' && answer.storedAt < (stateChangedAt.get(pathOf(key)) ?? -Infinity);
  function stateChanged(path: string): void {
    // Paths are the node's chains the node accepted a tx on: few; cleared should that ever not hold.
    if (stateChangedAt.size > 1_000) stateChangedAt.clear();
    stateChangedAt.set(path, now());
  }

  function windowFor(def: AnyMethodDef, retention: Retention): { fresh: number; expires: number } {
    if (retention === 'immutable') return { fresh: Infinity, expires: Infinity };
    if (retention === 'static') return { fresh: config.staticMaxAgeMs, expires: 2 * config.staticMaxAgeMs };
    // Live: never older than liveMaxAgeMs, or half the poll period views use for it (they poll on one
    // beat, so one answer serves them all); in its last quarter it is served while one refresh runs.
    const max = Math.max(config.liveMaxAgeMs, def.cache === 'live' && def.pollMs ? def.pollMs / 2 : 0);
    return { fresh: max - Math.min(max / 4, 250), expires: max };
  }

  function entry(def: AnyMethodDef, json: string, retention: Retention): CachedAnswer {
    const t = now();
    const w = windowFor(def, retention);
    return { json, retention, storedAt: t, freshUntil: t + w.fresh, expiresAt: t + w.expires };
  }

  function failureOf(reply: Exclude<UpstreamReply, { kind: 'result' }>): NodeFailure {
    switch (reply.kind) {
      case 'rpc-error': {
        const message = redact(reply.error.message);
        return failure('rpc', reply.error.code, reply.status === 200 ? 200 : reply.status, message, {
          data: redactJson(reply.error.data, config.nodeUrl),
          ...(message !== reply.error.message ? { detail: reply.error.message } : {}),
        });
      }
      case 'http': {
        const text = reply.text.slice(0, 500).trim();
        const shown = redact(text);
        return failure(
          'http',
          C.upstreamHttpError,
          reply.status >= 400 ? reply.status : 502,
          `the node answered HTTP ${reply.status}${shown ? `: ${shown}` : ''}`,
          { data: { upstreamStatus: reply.status }, upstreamStatus: reply.status, upstreamText: shown, detail: text },
        );
      }
      case 'unreachable':
        return failure('unreachable', C.upstreamUnavailable, 502, 'the node is unreachable', { detail: reply.detail });
      case 'timeout':
        return failure('timeout', C.upstreamTimeout, 504, `the node did not answer within ${config.timeoutMs} ms`, {
          detail: reply.detail,
        });
      case 'too-large':
        return failure(
          'too-large',
          C.upstreamTooLarge,
          502,
          // The cap read is the operator's (SNOWLINE_NODE_MAX_RESPONSE_BYTES) or a public caller's.
          `the node's answer is larger than ${reply.maxBytes} bytes (SNOWLINE_${reply.maxBytes === config.maxResponseBytes ? 'NODE' : 'PUBLIC'}_MAX_RESPONSE_BYTES)`,
          { detail: reply.detail },
        );
    }
  }

  async function send(
    def: AnyMethodDef,
    path: string,
    paramsJson: string,
    maxBytes = config.maxResponseBytes,
  ): Promise<UpstreamReply> {
    const started = performance.now();
    const reply = await sendUpstream({
      fetch: doFetch,
      target,
      path,
      method: def.method,
      paramsJson,
      timeoutMs: config.timeoutMs,
      maxBytes,
    });
    metrics.upstream(def.method, UPSTREAM_LABEL[reply.kind], (performance.now() - started) / 1000);
    return reply;
  }

  async function tipOf(path: string, tip: TipMethod): Promise<bigint | undefined> {
    const answer = await call({ path, method: tip, params: tip === 'eth_blockNumber' ? [] : {}, caller: SERVER_SELF });
    return answer.ok ? tipHeight(tip, answer.json) : undefined;
  }

  /** Asks the node (or, with a shared layer, whichever instance asks it) and keeps what the policy allows. */
  async function fetchAndKeep(
    def: AnyMethodDef,
    path: string,
    paramsJson: string,
    key: string,
    retain: boolean,
    maxBytes: number,
  ): Promise<Outcome> {
    const shared = deps.shared;
    let claimed = false;
    if (shared) {
      const found = await sharedAnswer(shared, key, retain);
      if (found === 'unavailable') {
        // Redis does not answer: this instance asks the node itself, as it would without Redis.
        metrics.sharedLookup(def.method, 'unavailable');
      } else if (found) {
        metrics.sharedLookup(def.method, 'hit');
        return found;
      } else if (!retain) {
        // A read-once answer is never stored for others, so a claim would share nothing: it would only
        // make callers elsewhere wait on this call (up to a claim time when this instance dies in it).
        metrics.sharedLookup(def.method, 'miss');
      } else {
        let c = await claimFresh(shared, key, retain);
        if (c === 'held') {
          // Another instance is asking the node: wait for its answer, or ask ourselves when it gives up.
          const until = now() + config.timeoutMs;
          while (now() < until) {
            await new Promise((r) => setTimeout(r, SHARED_POLL_MS));
            const waited = await sharedAnswer(shared, key, retain);
            if (waited === 'unavailable') {
              c = 'claimed';
              break;
            }
            if (waited) {
              c = waited;
              break;
            }
            c = await claimFresh(shared, key, retain);
            if (c !== 'held') break;
          }
        }
        if (typeof c === 'object') {
          metrics.sharedLookup(def.method, 'waited');
          return c;
        }
        claimed = c === 'claimed';
        metrics.sharedLookup(def.method, 'miss');
      }
    }
    const keeping =
      shared && claimed
        ? setInterval(() => void shared.extend(key, claimMs).catch(() => false), claimMs / 3)
        : undefined;
    try {
      const reply = await send(def, path, paramsJson, maxBytes);
      if (reply.kind !== 'result') return { ok: false, failure: failureOf(reply) };
      if (!retain) return { ok: true, json: reply.json, retention: 'none' };
      const retention = await retentionOf(def, path, paramsJson, reply.value, tipOf);
      if (retention !== 'none') {
        const kept = entry(def, reply.json, retention);
        cache.set(key, kept);
        await shared?.set(key, kept).catch(() => undefined);
      }
      return { ok: true, json: reply.json, retention };
    } finally {
      clearInterval(keeping);
      if (shared && claimed) await shared.release(key).catch(() => undefined);
    }
  }

  /**
   * Claims asking the node for `key`: 'held' while another instance has the claim. A claim won just
   * after the previous holder stored its answer and let go gives that answer instead of a second call.
   * When the layer does not answer, 'claimed': this instance asks the node itself.
   */
  async function claimFresh(
    shared: SharedAnswerLayer,
    key: string,
    retain: boolean,
  ): Promise<'claimed' | 'held' | Outcome> {
    let got: boolean;
    try {
      got = await shared.claim(key, claimMs);
    } catch {
      return 'claimed';
    }
    if (!got) return 'held';
    const stored = await sharedAnswer(shared, key, retain);
    if (stored && stored !== 'unavailable') {
      await shared.release(key).catch(() => undefined);
      return stored;
    }
    return 'claimed';
  }

  /** A fresh answer another instance stored (kept here too, unless read once), null when there is none, or 'unavailable'. */
  async function sharedAnswer(
    shared: SharedAnswerLayer,
    key: string,
    retain: boolean,
  ): Promise<Outcome | null | 'unavailable'> {
    let answer: CachedAnswer | undefined;
    try {
      answer = await shared.get(key);
    } catch {
      return 'unavailable';
    }
    if (!answer || now() >= answer.freshUntil || outdated(key, answer)) return null;
    if (retain) cache.set(key, answer);
    return { ok: true, json: answer.json, retention: answer.retention };
  }

  function refresh(
    def: AnyMethodDef,
    path: string,
    paramsJson: string,
    key: string,
    retain = true,
    maxBytes = config.maxResponseBytes,
  ): Promise<Outcome> {
    // A read-once call joins a flight that keeps its answer; a keeping call never joins a read-once
    // flight, so a page asking while the follower reads the same block still gets the block cached.
    if (!retain) {
      return (
        inFlight.find(key) ??
        inFlight.run(`${key}\nonce`, () => fetchAndKeep(def, path, paramsJson, key, false, maxBytes))
      );
    }
    return inFlight.run(key, () => fetchAndKeep(def, path, paramsJson, key, true, maxBytes));
  }

  /**
   * Runs a public caller's read of the node once it has a slot (waiting briefly for one), with the
   * public size cap; a caller over its own share, or one that finds all slots taken, is refused.
   */
  async function bounded(client: string, read: (maxBytes: number) => Promise<NodeAnswer>): Promise<NodeAnswer> {
    const admission = await publicMisses.enter(client);
    if (!admission.ok) {
      const mine = admission.status === 429;
      const message = mine
        ? 'too many of your calls are waiting on the node at once: wait for their answers'
        : 'the node is busy with other callers’ reads: try again shortly';
      return {
        ok: false,
        failure: failure('busy', C.rateLimited, admission.status, message, {
          data: { retryAfterSeconds: admission.retryAfterSeconds },
        }),
      };
    }
    try {
      return await read(Math.min(config.publicMaxResponseBytes, config.maxResponseBytes));
    } finally {
      admission.release();
    }
  }

  async function call(c: NodeCall): Promise<NodeAnswer> {
    const def = resolveMethod(c.path, c.method);
    if (!def) {
      return {
        ok: false,
        failure: failure('not-served', C.methodNotFound, 200, `method "${c.method}" is not available on ${c.path}`),
      };
    }
    // Asked once, and only when an answer depends on it.
    let asked: Promise<Caller> | undefined;
    const callerOfCall = () => (asked ??= typeof c.caller === 'function' ? c.caller() : Promise.resolve(c.caller));
    // Rights first: a refused method says nothing about what its params should be.
    let operator = true;
    if (needsCaller(def)) {
      const caller = await callerOfCall();
      const refusal = refusalOf(def, caller, config);
      if (refusal) return { ok: false, failure: failure('forbidden', C.forbidden, 200, refusal) };
      operator = caller.operator;
    }
    const over = overPublicMax(def, c.params);
    if (over && !(await callerOfCall()).operator) {
      return { ok: false, failure: failure('invalid-params', C.invalidParams, 200, over) };
    }
    const client = c.client;
    const isPublic = async () => client !== undefined && !(await callerOfCall()).operator;
    const answer = await answerFor(def, c.path, c.params, c.retain !== false, isPublic, client ?? '');
    // The cache holds whole answers; a public caller gets the public view of them.
    return answer.ok && !operator && hasPublicView(def.method)
      ? { ...answer, json: publicView(def.method, answer.json, { keepConnected: config.publicConnected === true }) }
      : answer;
  }

  async function answerFor(
    def: AnyMethodDef,
    path: string,
    rawParams: unknown,
    retain: boolean,
    isPublic: () => Promise<boolean>,
    client: string,
  ): Promise<NodeAnswer> {
    const params = canonicalParams(def, rawParams);
    if (!params.ok) return { ok: false, failure: failure('invalid-params', C.invalidParams, 200, params.message) };

    if (def.cache === 'never') {
      const sendOnce = async (maxBytes?: number): Promise<NodeAnswer> => {
        const reply = await send(def, path, params.json, maxBytes);
        if (reply.kind !== 'result') return { ok: false, failure: failureOf(reply) };
        if (def.changesState) stateChanged(path);
        return { ok: true, json: reply.json, retention: 'none', cache: 'bypass' };
      };
      return (await isPublic()) ? bounded(client, sendOnce) : sendOnce();
    }

    const key = `${path}\n${def.method}\n${params.json}`;
    const found = cache.get(key);
    const kept = found && !outdated(key, found.answer) ? found : undefined;
    if (kept) {
      metrics.cacheLookup(def.method, kept.fresh ? 'hit' : 'stale');
      if (!kept.fresh) void refresh(def, path, params.json, key).catch(() => undefined);
      return {
        ok: true,
        json: kept.answer.json,
        retention: kept.answer.retention,
        cache: kept.fresh ? 'hit' : 'stale',
      };
    }
    metrics.cacheLookup(def.method, 'miss');
    const miss = async (maxBytes?: number): Promise<NodeAnswer> => {
      const outcome = await refresh(def, path, params.json, key, retain, maxBytes);
      return outcome.ok ? { ...outcome, cache: 'miss' } : outcome;
    };
    // Joining a read already under way costs nothing more; a new public read takes a slot.
    return inFlight.find(key) === undefined && (await isPublic()) ? bounded(client, miss) : miss();
  }

  return {
    config,
    call,
    stats: () => ({ bytes: cache.bytes, entries: cache.entries, inFlight: inFlight.size }),
  };
}
