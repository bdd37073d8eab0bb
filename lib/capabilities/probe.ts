// Which optional APIs the connected node serves: probed once, then again after CHECK_EVERY_MS, so a
// page can grey out what needs a missing API and say why instead of failing. A probe reads only:
// - an API that is off answers HTTP 404 on its path (/ext/index, /ext/admin, /ext/keystore, /ext/health);
// - a method that is gone (keystore since v1.12.2) answers "method not found";
// - avm.getAddressTxs fails while the node keeps no address index (index-transactions off);
// - a pruning C-chain cannot give the balance at block 1 (old state).
// A node that does not answer leaves a capability "unknown", never "missing".
// The node's version is read too: lib/capabilities/version.ts greys out what that version removed.
import type { NodeClient } from '@/lib/client';
import { isHttpStatusError, isRpcError } from '@/lib/rpc/errors';
import { processSingleton } from '@/lib/server/process-singleton';
import type { CapabilityName } from './labels';

type CapabilityState =
  { state: 'available' } | { state: 'missing'; reason: string } | { state: 'unknown'; reason: string };
export interface Capabilities {
  checkedMs: number;
  items: Record<CapabilityName, CapabilityState>;
  /** info.getNodeVersion's `version` ('avalanchego/1.13.2'), null when it did not answer. */
  nodeVersion: string | null;
}

const CHECK_EVERY_MS = 10 * 60_000;
const PROBE_TIMEOUT_MS = 8_000;

const short = (s: string) => (s.length > 160 ? `${s.slice(0, 159)}…` : s);

/** How one probe's outcome reads: `rpcMeansMissing` for probes whose error means the feature is off. */
async function probe(run: () => Promise<unknown>, rpcMeansMissing = false): Promise<CapabilityState> {
  try {
    await run();
    return { state: 'available' };
  } catch (e) {
    if (isHttpStatusError(e) && (e.status === 404 || e.status === 405)) {
      return { state: 'missing', reason: `HTTP ${e.status}` };
    }
    if (isRpcError(e)) {
      if (rpcMeansMissing || e.code === -32601 || /method not found|not found|does not exist/i.test(e.rpcMessage)) {
        return { state: 'missing', reason: short(e.rpcMessage) };
      }
      // The API answered (an error about our harmless parameters): it is there.
      return { state: 'available' };
    }
    return { state: 'unknown', reason: short((e as Error).message) };
  }
}

type ProbeClient = Pick<NodeClient, 'call'>;
type Opts = { timeoutMs: number };

/** An X-chain output owner and its asset in the last accepted block's JSON, or null. */
export function ownedOutput(v: unknown, depth = 0): { address: string; assetID: string } | null {
  if (depth > 12 || v === null || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  const addrs = (o.output as { addresses?: unknown } | undefined)?.addresses;
  if (typeof o.assetID === 'string' && Array.isArray(addrs) && typeof addrs[0] === 'string') {
    return { address: addrs[0], assetID: o.assetID };
  }
  for (const x of Array.isArray(v) ? v : Object.values(o)) {
    const found = ownedOutput(x, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * A node without the address index answers every address with no txs, so the probe asks about an
 * address that has one: an owner of an output in the last accepted X-chain block.
 */
async function probeAddressIndex(c: ProbeClient, opts: Opts): Promise<CapabilityState> {
  let owned: { address: string; assetID: string } | null = null;
  const known = await probe(async () => {
    const { height } = (await c.call('avm.getHeight', {}, opts)) as { height: bigint | string };
    for (let h = BigInt(height), n = 0; h >= 0n && n < 5 && !owned; h--, n++) {
      owned = ownedOutput(await c.call('avm.getBlockByHeight', { height: h.toString(), encoding: 'json' }, opts));
    }
  });
  if (known.state !== 'available') return { state: 'unknown', reason: 'the X-chain blocks could not be read' };
  const target = owned as { address: string; assetID: string } | null;
  if (!target) return { state: 'unknown', reason: 'no recent X-chain output to ask about' };
  let txs = 0;
  const state = await probe(async () => {
    const r = (await c.call('avm.getAddressTxs', { ...target, pageSize: 1 }, opts)) as { txIDs?: unknown[] };
    txs = r.txIDs?.length ?? 0;
  }, true);
  if (state.state === 'available' && txs === 0) {
    return { state: 'missing', reason: 'it answers no transactions for an address that has some' };
  }
  return state;
}

/** Old C-chain state: the balance at a block far behind the tip (a pruning node keeps recent state only). */
async function probeOldState(c: ProbeClient, opts: Opts): Promise<CapabilityState> {
  let height = 0n;
  const tip = await probe(async () => {
    height = BigInt((await c.call('eth_blockNumber', [], { chain: 'C', ...opts })) as string | bigint);
  });
  if (tip.state !== 'available') return { state: 'unknown', reason: 'the C-chain height could not be read' };
  // Pruning nodes keep roughly the last few thousand blocks' state.
  const DEPTH = 10_000n;
  if (height <= DEPTH) return { state: 'unknown', reason: 'the C-chain is too short to tell' };
  const block = `0x${(height - DEPTH).toString(16)}`;
  return probe(
    () => c.call('eth_getBalance', ['0x0000000000000000000000000000000000000000', block], { chain: 'C', ...opts }),
    true,
  );
}

export async function probeCapabilities(c: ProbeClient, nowMs = Date.now()): Promise<Capabilities> {
  const opts = { timeoutMs: PROBE_TIMEOUT_MS };
  const [index, admin, keystore, health, addressTxs, evmArchive, nodeVersion] = await Promise.all([
    probe(() => c.call('index.getLastAccepted', { encoding: 'hex' }, { chain: 'X', kind: 'tx', ...opts } as never)),
    probe(() => c.call('admin.getChainAliases', { chain: 'X' }, opts)),
    probe(() => c.call('keystore.listUsers', {}, opts)),
    probe(() => c.call('health.liveness', {}, opts)),
    probeAddressIndex(c, opts),
    probeOldState(c, opts),
    c.call('info.getNodeVersion', {}, opts).then(
      (r) => {
        const v = (r as { version?: unknown }).version;
        return typeof v === 'string' ? v.slice(0, 100) : null;
      },
      () => null,
    ),
  ]);
  return { checkedMs: nowMs, items: { index, admin, keystore, health, addressTxs, evmArchive }, nodeVersion };
}

/** The last probe of this process: when it started, and its answer. */
const lastProbe = () =>
  processSingleton('capabilities', (): { held?: { at: number; value: Promise<Capabilities> } } => ({}));

/** The node's capabilities, probed at most every CHECK_EVERY_MS (a failed probe is retried sooner). */
export function nodeCapabilities(c: ProbeClient, nowMs = Date.now()): Promise<Capabilities> {
  const last = lastProbe();
  if (last.held && nowMs - last.held.at < CHECK_EVERY_MS) return last.held.value;
  const value = probeCapabilities(c, nowMs);
  last.held = { at: nowMs, value };
  // Unknowns (a node that did not answer) are re-probed at the next call a minute on.
  void value.then((caps) => {
    if (Object.values(caps.items).some((s) => s.state === 'unknown') && last.held?.value === value) {
      last.held = { at: nowMs - CHECK_EVERY_MS + 60_000, value };
    }
  });
  return value;
}
