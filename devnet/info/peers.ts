// Simulated peers: one per connected primary-network validator other than this node. Their details
// are derived from hashes of the node id and the time, so they change as time passes but replay alike.
import { rfc3339Nano } from '@/devnet/core/time-format';
import { C_CHAIN_ID, PRIMARY_NETWORK_ID, X_CHAIN_ID } from '@/devnet/genesis/constants';
import { bytesEqual, idToString, nodeIdToString } from '@/lib/codec/ids';
import type { PChainHandle } from '@/devnet/pchain/index';
import { hashUnit } from '@/devnet/pchain/uptime';

const PEER_VERSIONS = ['avalanchego/1.13.2', 'avalanchego/1.13.1', 'avalanchego/1.13.0', 'avalanchego/1.12.2'] as const;
/** ACPs a node of this version could signal (constants.CurrentACPs-like). */
export const SIGNALLED_ACPS = [176, 181, 194, 204, 209, 224, 226, 236, 247, 267] as const;

export interface SimPeer {
  nodeID: Uint8Array;
  weight: bigint;
  json: {
    ip: string;
    publicIP: string;
    nodeID: string;
    version: string;
    upgradeTime: number;
    lastSent: string;
    lastReceived: string;
    observedUptime: string;
    observedSubnetUptimes: Record<string, string>;
    trackedSubnets: string[];
    supportedACPs: number[];
    objectedACPs: number[];
    benched: string[];
  };
  /** This node's uptime as the peer sees it, percent. */
  observedUptime: number;
}

function ipOf(nodeID: Uint8Array): string {
  const o = (k: number) => 1 + Math.floor(hashUnit('ip', k, nodeID) * 253);
  return `10.${o(1)}.${o(2)}.${o(3)}:9651`;
}

export function simulatedPeers(p: PChainHandle, nowMs: number): SimPeer[] {
  const { state } = p;
  const validators = state
    .stakers(PRIMARY_NETWORK_ID, 'current')
    .filter((s) => s.kind === 'validator' && !bytesEqual(s.nodeID, p.node.nodeID));
  const subnetIDs = state.subnets.all().map((s) => s.id);
  const slot = Math.floor(nowMs / 5000);
  const hour = Math.floor(nowMs / 3_600_000);
  const peers: SimPeer[] = [];
  for (const v of validators) {
    if (!(state.uptimes.get(v.nodeID)?.connected ?? false)) continue;
    const n = v.nodeID;
    const tracked = subnetIDs.filter((id) => state.stakersOfNode(id, n).length > 0);
    const observed = Math.min(100, Math.floor(92 + hashUnit('obs', n, hour) * 9));
    const supported = SIGNALLED_ACPS.filter((a) => hashUnit('acp', a, n) < 0.45);
    const objected = SIGNALLED_ACPS.filter((a) => !supported.includes(a) && hashUnit('acp', a, n) > 0.9);
    const benched =
      hashUnit('bench', n, hour) < 0.06
        ? [idToString(hashUnit('benchchain', n, hour) < 0.5 ? X_CHAIN_ID : C_CHAIN_ID)]
        : [];
    const ip = ipOf(n);
    peers.push({
      nodeID: n,
      weight: v.weight,
      observedUptime: observed,
      json: {
        ip,
        publicIP: ip,
        nodeID: nodeIdToString(n),
        version: PEER_VERSIONS[Math.floor(hashUnit('version', n) * PEER_VERSIONS.length)] as string,
        upgradeTime: 1_767_225_600,
        lastSent: rfc3339Nano(nowMs - Math.floor(hashUnit('sent', n, slot) * 4000)),
        lastReceived: rfc3339Nano(nowMs - Math.floor(hashUnit('recv', n, slot) * 4000)),
        observedUptime: String(observed),
        observedSubnetUptimes: Object.fromEntries(tracked.map((id) => [idToString(id), String(observed)])),
        trackedSubnets: tracked.map(idToString),
        supportedACPs: supported,
        objectedACPs: objected,
        benched,
      },
    });
  }
  return peers;
}
