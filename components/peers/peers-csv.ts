// The peers shown (the filter applied) as a CSV file, with every field the node gave. Loaded when an
// export is asked for.
import { downloadText, toCsv } from '@/components/validators/csv';

interface PeerRow {
  nodeID: string;
  ip: string;
  publicIP: string;
  version: string;
  lastSent: string;
  lastReceived: string;
  observedUptime: number | string;
  trackedSubnets: readonly string[];
  benched: readonly string[];
}

function peersCsv(peers: readonly PeerRow[]): string {
  return toCsv(
    [
      'nodeID',
      'ip',
      'publicIP',
      'version',
      'lastSent',
      'lastReceived',
      'observedUptime %',
      'trackedSubnets',
      'benched',
    ],
    peers.map((p) => [
      p.nodeID,
      p.ip,
      p.publicIP,
      p.version,
      p.lastSent,
      p.lastReceived,
      p.observedUptime,
      p.trackedSubnets.join(' '),
      p.benched.join(' '),
    ]),
  );
}

export const downloadPeersCsv = (peers: readonly PeerRow[]) => downloadText('peers.csv', peersCsv(peers));
