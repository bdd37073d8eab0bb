// What a public caller sees of the node's answers about itself and its peers (README "Public
// policy"): peers' IP addresses and the health checks' free-form details are for the operator. The
// node's own identity (info.getNodeID, getNodeIP, getVMs) is refused outright (relay-policy.ts).
// Answers are kept whole in the cache; the public view is cut on the way out.

type View = (result: Record<string, unknown>) => Record<string, unknown>;

/** Peers keep their node id, version, uptimes, subnets and ACPs; their addresses are blanked. */
const peersView: View = (r) => ({
  ...r,
  peers: Array.isArray(r.peers)
    ? r.peers.map((p: unknown) =>
        p !== null && typeof p === 'object' ? { ...(p as Record<string, unknown>), ip: '', publicIP: '' } : p,
      )
    : r.peers,
});

/** Health keeps each check's name, state and timing; its message and error text may name hosts. */
export const HIDDEN_CHECK_ERROR = 'failing (details are shown to the operator)';
const healthView: View = (r) => {
  const checks = r.checks !== null && typeof r.checks === 'object' ? (r.checks as Record<string, unknown>) : {};
  const shown: Record<string, unknown> = {};
  for (const [name, check] of Object.entries(checks)) {
    if (check === null || typeof check !== 'object') continue;
    const { message: _message, error, ...rest } = check as Record<string, unknown>;
    shown[name] = error === undefined || error === null ? rest : { ...rest, error: HIDDEN_CHECK_ERROR };
  }
  return { ...r, checks: shown };
};

/**
 * Stakers keep everything but `connected`: the validators the node is connected to, minus the peers
 * info.peers lists, would very likely leave the node itself.
 */
const stakersView: View = (r) => ({
  ...r,
  validators: Array.isArray(r.validators)
    ? r.validators.map((v: unknown) => {
        if (v === null || typeof v !== 'object') return v;
        const { connected: _connected, ...rest } = v as Record<string, unknown>;
        return rest;
      })
    : r.validators,
});

/** Methods whose public view only drops `connected` (kept on Snowline's own devnet, which has no identity to hide). */
const CONNECTED_ONLY: ReadonlySet<string> = new Set(['platform.getCurrentValidators', 'platform.getPendingValidators']);

const VIEWS: Record<string, View> = {
  'platform.getCurrentValidators': stakersView,
  'platform.getPendingValidators': stakersView,
  'info.peers': peersView,
  'health.health': healthView,
  'health.readiness': healthView,
  'health.liveness': healthView,
};

export function hasPublicView(method: string): boolean {
  return Object.hasOwn(VIEWS, method);
}

// The last answer cut per method: live answers are served from one cached string to many callers.
const lastCut = new Map<string, { raw: string; shown: string }>();

/**
 * The public view of `method`'s result JSON (unchanged for methods without one). `keepConnected`
 * (the embedded devnet) leaves validators' `connected` in.
 */
function viewOf(method: string, keepConnected: boolean): View | undefined {
  return keepConnected && CONNECTED_ONLY.has(method) ? undefined : VIEWS[method];
}

/**
 * The public view of an answer already parsed (a page's server render seeding the browser's cache:
 * its HTML goes to whoever asks, so it carries no more than the proxy gives a public caller).
 */
export function publicResult<T>(method: string, result: T, { keepConnected = false } = {}): T {
  const view = viewOf(method, keepConnected);
  return view && result !== null && typeof result === 'object' && !Array.isArray(result)
    ? (view(result as Record<string, unknown>) as T)
    : result;
}

export function publicView(method: string, json: string, { keepConnected = false } = {}): string {
  const view = viewOf(method, keepConnected);
  if (!view) return json;
  const last = lastCut.get(method);
  if (last?.raw === json) return last.shown;
  const parsed = JSON.parse(json) as unknown;
  const shown =
    parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? JSON.stringify(view(parsed as Record<string, unknown>))
      : json;
  lastCut.set(method, { raw: json, shown });
  return shown;
}
