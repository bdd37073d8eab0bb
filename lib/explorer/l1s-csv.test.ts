// The L1s CSV names and kinds each subnet as /l1s does (both read l1Rows): the Primary Network, a subnet
// without chains, a converted L1, and every subnet still listed when the node gives no chain list.
import { beforeEach, expect, it, vi } from 'vitest';
import { csvStream } from '@/lib/history/csv-stream';
import { PRIMARY_NETWORK_ID } from '@/lib/schemas/primary-network';

const node = { platform: { getSubnets: vi.fn(), getBlockchains: vi.fn() } };
vi.mock('@/lib/node/server-client', () => ({ serverNodeClient: () => node }));
const { l1sCsv } = await import('./l1s-csv');

const LONELY = '2bRCr6B4MiEfSjidDwxDpdCyviwnfUVqB2HGwhm947w9YYqb7r';
const L1 = 'Vn3aX6hNRstj5VHHm63TCgPNaeGnRSqCYXQqemSqDd2TQH4qJ';
const KEY = 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';

beforeEach(() => {
  node.platform.getSubnets.mockResolvedValue({
    subnets: [
      { id: PRIMARY_NETWORK_ID, controlKeys: [], threshold: 0 },
      { id: LONELY, controlKeys: [KEY], threshold: 1 },
      { id: L1, controlKeys: [], threshold: 0, conversionID: '2qk3oyhu4TtDe5dBFjC7rWmB3ksX6JS66jnnc4M5QCMKzJcbrs' },
    ],
  });
  node.platform.getBlockchains.mockResolvedValue({
    blockchains: [
      { id: 'X-chain-id', name: 'X-Chain', subnetID: PRIMARY_NETWORK_ID },
      { id: 'chain-a', name: 'Alpha, the first', subnetID: L1 },
      { id: 'chain-b', name: 'Beta', subnetID: L1 },
    ],
  });
});

async function lines(): Promise<string[]> {
  const file = await l1sCsv();
  if (file instanceof Response) throw new Error(`a problem: ${file.status}`);
  return (await new Response(csvStream(file.list)).text()).trim().split('\n');
}

it('names and kinds every subnet as the L1s page does', async () => {
  expect(await lines()).toEqual([
    'subnet_id,name,kind,chain_ids,control_keys,threshold',
    `${PRIMARY_NETWORK_ID},Primary Network,Proof of stake (AVAX),X-chain-id,,0`,
    `${LONELY},Subnet without chains,Permissioned,,${KEY},1`,
    `${L1},"Alpha, the first, Beta","L1 (converted, ACP-77)",chain-a chain-b,,0`,
  ]);
});

it('still lists every subnet when the node gives no chain list', async () => {
  node.platform.getBlockchains.mockRejectedValue(new Error('no such method'));
  expect((await lines()).slice(1).map((l) => l.split(',').slice(0, 2))).toEqual([
    [PRIMARY_NETWORK_ID, 'Primary Network'],
    [LONELY, 'Subnet without chains'],
    [L1, 'Subnet without chains'],
  ]);
});
