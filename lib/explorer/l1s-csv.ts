// The L1s list as CSV (`/api/l1s?format=csv`): every subnet the node lists, as /l1s shows them, with
// their chains, kind and control keys. One node answer (as long as the node's own list), streamed by the
// same writer as every export.
import { wholeList, type CsvFile } from '@/lib/history/csv-stream';
import { problem } from '@/lib/api/reply';
import { PRIMARY_NETWORK_ID } from '@/lib/schemas/primary-network';
import { serverNodeClient } from '@/lib/node/server-client';
import { nodeFailureOf } from './errors';
import { subnetKind } from './subnet-kind';

type Row = readonly string[];

const HEADER = ['subnet_id', 'name', 'kind', 'chain_ids', 'control_keys', 'threshold'];

export async function l1sCsv(): Promise<CsvFile<Row, never> | Response> {
  const c = serverNodeClient();
  let rows: Row[];
  try {
    const [{ subnets }, { blockchains }] = await Promise.all([
      c.platform.getSubnets({}),
      c.platform
        .getBlockchains({})
        .catch(() => ({ blockchains: [] as { id: string; name: string; subnetID: string }[] })),
    ]);
    rows = subnets.map((s) => {
      const primary = s.id === PRIMARY_NETWORK_ID;
      const chains = blockchains.filter((b) => b.subnetID === s.id);
      return [
        s.id,
        primary ? 'Primary Network' : chains.map((b) => b.name).join(' '),
        primary ? 'Proof of stake (AVAX)' : subnetKind(s),
        chains.map((b) => b.id).join(' '),
        s.controlKeys.join(' '),
        String(s.threshold),
      ];
    });
  } catch (e) {
    return nodeFailureOf(e)
      ? problem(503, 'the node is not answering')
      : problem(502, 'the node did not list its subnets');
  }
  return {
    filename: 'l1s.csv',
    list: wholeList(HEADER, rows),
  };
}
