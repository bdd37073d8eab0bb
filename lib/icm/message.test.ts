import { describe, expect, it } from 'vitest';
import { decodeFunctionData } from 'viem';
import { idToString } from '@/lib/codec';
import { icmEventsOf } from '@/lib/follower/icm-logs';
import type { IcmEventRow } from '@/lib/store/history/icm-records';
import { messageOf, waitingMs } from './message';
import { bytes32, FEE_TOKEN, MESSENGER, messengerLog, RELAYER, testMessage } from './testing/logs';
import { icmMessengerAbi } from '@/lib/codec/abis/icm-messenger';

const C_ID = idToString(Buffer.from(bytes32(0xc0).slice(2), 'hex'));
const L1 = idToString(Buffer.from(bytes32(0xd0).slice(2), 'hex'));
const ID = bytes32(0x42);
const msg = testMessage({ message: '0xfeed' });

function rows(chain: string, here: string, timeMs: number, logs: Parameters<typeof icmEventsOf>[0]): IcmEventRow[] {
  return icmEventsOf(logs, here).map((e) => ({ ...e, chain, height: 1, timeMs, txHash: `0x${timeMs}` }));
}
const sent = (amount: bigint) =>
  rows('C', C_ID, 1000, [
    messengerLog(
      'SendCrossChainMessage',
      {
        messageID: ID,
        destinationBlockchainID: bytes32(0xd0),
        message: msg,
        feeInfo: { feeTokenAddress: FEE_TOKEN, amount },
      },
      0,
    ),
  ]);
const src = bytes32(0xc0);
const received = rows(L1, L1, 2000, [
  messengerLog(
    'ReceiveCrossChainMessage',
    { messageID: ID, sourceBlockchainID: src, deliverer: RELAYER, rewardRedeemer: RELAYER, message: msg },
    0,
  ),
]);
const failed = rows(L1, L1, 2000, [
  messengerLog('MessageExecutionFailed', { messageID: ID, sourceBlockchainID: src, message: msg }, 1),
]);
const executed = rows(L1, L1, 3000, [messengerLog('MessageExecuted', { messageID: ID, sourceBlockchainID: src }, 0)]);

describe('an ICM message from its events', () => {
  it('is waiting after its send, and flags a send without fee', () => {
    const m = messageOf(ID, sent(0n))!;
    expect(m.status).toBe('sent');
    expect(m.missingFee).toBe(true);
    expect(m.source).toMatchObject({ chain: C_ID, txHash: '0x1000' });
    expect(m.destination.chain).toBe(L1);
    expect(waitingMs(m, 61_000)).toBe(60_000);
    expect(m.timeline.filter((s) => s.at).map((s) => s.step)).toEqual(['sent']);
  });

  it('a delivered message that failed gives the retry call with the message it received', () => {
    const m = messageOf(ID, [...sent(5n), ...received, ...failed])!;
    expect(m.status).toBe('failed');
    expect(m.missingFee).toBe(false);
    expect(m.retry!.to).toBe(MESSENGER);
    const call = decodeFunctionData({ abi: icmMessengerAbi, data: m.retry!.calldata as `0x${string}` });
    expect(call.functionName).toBe('retryMessageExecution');
    expect(call.args[0]).toBe(src);
    expect(call.args[1]).toMatchObject({ messageNonce: 1n, message: '0xfeed', destinationBlockchainID: bytes32(0xd0) });
    expect(waitingMs(m, 10_000)).toBeNull();
  });

  it('executed after a failure (a retry) is executed, with no retry left to make', () => {
    const m = messageOf(ID, [...sent(5n), ...received, ...failed, ...executed])!;
    expect(m.status).toBe('executed');
    expect(m.retry).toBeNull();
    expect(m.timeline.filter((s) => s.at).map((s) => s.step)).toEqual(['sent', 'delivered', 'failed', 'executed']);
  });

  it('is known from the destination alone when the source is not followed', () => {
    const m = messageOf(ID, received)!;
    expect(m.status).toBe('delivered');
    expect(m.source.chain).toBe(C_ID);
    expect(m.missingFee).toBe(false);
    expect(messageOf(ID, [])).toBeNull();
  });
});
