import { expect, it } from 'vitest';
import { idToString } from '@/lib/codec';
import { describeEachStore } from '@/lib/store/testing/each-store';
import { icmEventsOf } from '@/lib/follower/icm-logs';
import {
  bytes32,
  failedLog,
  RECEIVER,
  receiveLog,
  RELAYER,
  SENDER,
  sendWithWarp,
  testMessage,
} from '@/lib/icm/testing/logs';
import { startCursorsAtZero, txWrite } from './testing/writes';
import type { BlockBatch, BlockWrite } from './records';
import type { FollowedChain } from '@/lib/store/history/chain-keys';

const T0 = 1_700_000_000_000;
const cb58 = (h: string) => idToString(Buffer.from(h.slice(2), 'hex'));
const C_ID = cb58(bytes32(0xc0));
const L1 = cb58(bytes32(0xd0));

function batch(chain: FollowedChain, blocks: BlockWrite[]): BlockBatch {
  const last = blocks[blocks.length - 1]!;
  return {
    chain,
    fromHeight: blocks[0]!.height,
    blocks,
    tokens: [],
    cursor: {
      source: 'height',
      startHeight: 0,
      nextHeight: last.height + 1,
      nextIndex: null,
      indexedTimeMs: last.timeMs,
      tipHeight: last.height,
      tipAtMs: T0,
      blocksPerSec: 0,
      txsPerSec: 0,
      updatedMs: T0,
    },
  };
}

const send = (n: number, logIndex: number) =>
  sendWithWarp(bytes32(n), bytes32(0x7000 + n), logIndex, { message: testMessage({ messageNonce: BigInt(n) }) });

describeEachStore('ICM message store', (s) => {
  it('keeps each event of a message on its chain, lists messages by chain and address, pages without repeats', async () => {
    const store = await s.open(await s.freshConfig());
    await startCursorsAtZero(store.history, ['C', L1 as never], 'height', T0);
    // Three sends on C, in blocks 0 and 1.
    const c = (height: number, txs: { hash: string; logs: ReturnType<typeof send> }[]): BlockWrite => ({
      height,
      id: `0xb${height}`,
      timeMs: T0 + height * 1000,
      txs: txs.map((t, pos) => txWrite({ id: t.hash, pos, icm: icmEventsOf(t.logs, C_ID) })),
    });
    expect(
      await store.history.writeBlocks(
        batch('C', [
          c(0, [{ hash: '0xaa', logs: send(1, 0) }]),
          c(1, [{ hash: '0xbb', logs: [...send(2, 0), ...send(3, 2)] }]),
        ]),
        T0,
      ),
    ).toBe(true);
    // On the L1: message 1 received, then its execution failed.
    const src = bytes32(0xc0);
    const l1Logs = [receiveLog(bytes32(1), src, 0), failedLog(bytes32(1), src, 1)];
    const l1Block: BlockWrite = {
      height: 0,
      id: '0xl0',
      timeMs: T0 + 5000,
      txs: [txWrite({ id: '0xcc', icm: icmEventsOf(l1Logs, L1) })],
    };
    expect(await store.history.writeBlocks(batch(L1 as never, [l1Block]), T0)).toBe(true);

    const one = await store.history.icmEvents(bytes32(1).toUpperCase().replace('0X', '0x'));
    expect(one.map((e) => [e.kind, e.chain, e.txHash])).toEqual([
      ['sent', 'C', '0xaa'],
      ['received', L1, '0xcc'],
      ['failed', L1, '0xcc'],
    ]);
    expect(one[0]).toMatchObject({ sender: SENDER, destAddress: RECEIVER, destChain: L1, detail: { feeAmount: '0' } });
    // The Warp message is found by its own id too.
    const warp = await store.history.icmEvents(one[0]!.detail.warpID!);
    expect(warp.map((e) => e.kind)).toEqual(['warp']);

    const first = await store.history.icmMessages({ chain: 'C', limit: 2 });
    expect(first.rows.map((r) => r.messageID)).toEqual([bytes32(3), bytes32(2)]);
    const second = await store.history.icmMessages({ chain: 'C', limit: 2, before: first.next! });
    expect(second.rows.map((r) => r.messageID)).toEqual([bytes32(1)]);
    expect(second.next).toBeNull();

    const bySender = await store.history.icmMessages({ address: SENDER.toUpperCase().replace('0X', '0x'), limit: 10 });
    // Sent on C, received on the L1: both sides list.
    expect(bySender.rows.map((r) => `${r.kind}:${r.messageID.slice(-1)}`)).toEqual([
      'received:1',
      'sent:3',
      'sent:2',
      'sent:1',
    ]);
    expect((await store.history.icmMessages({ address: RELAYER, limit: 10 })).rows).toHaveLength(1);
    const all = await store.history.icmEventsOf([bytes32(1), bytes32(2)]);
    expect(all.filter((e) => e.messageID === bytes32(1))).toHaveLength(3);
    expect(await store.history.icmEvents(bytes32(99))).toEqual([]);
  });
});
