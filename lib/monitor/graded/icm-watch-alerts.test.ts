// A watch the operator adds in the UI alerts through the same path as one set in the environment:
// the sample's evaluation reads it from the store, raises its episode and sends its message to the
// channels, and stops once it is removed.
import { describe, expect, it } from 'vitest';
import { icmEventsOf } from '@/lib/follower/icm-logs';
import type { HistoryStore } from '@/lib/store/history/records';
import type { IcmEventRow } from '@/lib/store/history/icm-records';
import { bytes32, messengerLog, testMessage } from '@/lib/icm/testing/logs';
import { idleMonitorForFile } from '../testing/idle-monitor';
import { GRADED_DEFAULTS } from './defaults';
import { createGradedEvaluator } from './run';

const CONTRACT = '0x00000000000000000000000000000000000000c1';
const ENV = '0x00000000000000000000000000000000000000e1';
const SENT_MS = 1_000_000;

/** One message sent at SENT_MS by each watched address, never delivered. */
function sentBy(address: string, id: number): IcmEventRow[] {
  const log = messengerLog(
    'SendCrossChainMessage',
    {
      messageID: bytes32(id),
      destinationBlockchainID: bytes32(0xd0),
      message: testMessage({ originSenderAddress: address as `0x${string}` }),
      feeInfo: { feeTokenAddress: address, amount: 1n },
    },
    0,
  );
  return icmEventsOf([log], 'C').map((e) => ({ ...e, chain: 'C', height: 1, timeMs: SENT_MS, txHash: '0x01' }));
}
const events: Record<string, IcmEventRow[]> = { [CONTRACT]: sentBy(CONTRACT, 1), [ENV]: sentBy(ENV, 2) };
const history = {
  icmMessages: async (q: { address?: string }) => ({ rows: events[q.address ?? ''] ?? [], next: null }),
  icmEventsOf: async (ids: readonly string[]) =>
    Object.values(events)
      .flat()
      .filter((e) => ids.includes(e.messageID)),
} as unknown as HistoryStore;

const suite = idleMonitorForFile(undefined);

describe('ICM watches added in the UI', () => {
  it('alert like the environment’s, to the same channels, and stop when removed', async () => {
    const store = suite.store.monitor;
    const channel = await store.addChannel({
      kind: 'webhook',
      name: 'ops',
      minSeverity: 'warning',
      secret: { url: 'https://hooks.example/ops' },
      createdMs: 1,
    });
    const evaluate = createGradedEvaluator({
      client: {} as never,
      store,
      config: GRADED_DEFAULTS,
      sampleMs: 1000,
      icm: { watches: [{ address: ENV, stuckMinutes: 1 }], history: async () => history },
    });
    const at = SENT_MS + 5 * 60_000;
    // Five minutes after the send: the environment's 1-minute watch alerts; the contract is not watched.
    const before = await evaluate(at, [], []);
    expect(before.open.map((e) => e.subject)).toEqual([`icm:${ENV}`]);

    await store.watchIcm({ address: CONTRACT, stuckMinutes: 2 }, 1);
    const after = await evaluate(at, [], []);
    const opened = after.open.find((e) => e.subject === `icm:${CONTRACT}`);
    expect(opened).toMatchObject({ condition: 'icm-stuck', severity: 'warning' });
    expect(opened!.detail).toContain(bytes32(1));
    const note = after.notifications.find((n) => n.subject === `icm:${CONTRACT}`);
    expect(note?.channelIDs).toEqual([channel.id]);

    // Its minutes are its own: at 30 it is not stuck yet.
    await store.watchIcm({ address: CONTRACT, stuckMinutes: 30 }, 2);
    expect((await evaluate(at, [], [])).open.map((e) => e.subject)).toEqual([`icm:${ENV}`]);

    await store.unwatchIcm(CONTRACT);
    expect((await evaluate(at, [], [])).open.map((e) => e.subject)).toEqual([`icm:${ENV}`]);
  });
});
