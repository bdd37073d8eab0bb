import { describe, expect, it } from 'vitest';
import { idToString } from '@/lib/codec';
import { MAX_PAYLOAD_HEX } from '@/lib/store/history/icm-records';
import { icmEventsOf } from './icm-logs';
import {
  bytes32,
  failedLog,
  FEE_TOKEN,
  MESSENGER,
  messengerLog,
  RECEIVER,
  receiveLog,
  RELAYER,
  SENDER,
  sendLog,
  testMessage,
  warpLog,
} from '@/lib/icm/testing/logs';

const HERE = idToString(Buffer.from(bytes32(0xc0).slice(2), 'hex'));
const DEST = idToString(Buffer.from(bytes32(0xd0).slice(2), 'hex'));
const ID = bytes32(0xabc);

describe('ICM events from receipt logs', () => {
  it('reads a send: the Warp message it went out in, sender, destination, fee, gas and relayers', () => {
    const warpID = bytes32(0x77);
    const events = icmEventsOf(
      [
        warpLog(MESSENGER, warpID, '0x0102', 0),
        sendLog(ID, 1, { message: testMessage({ message: '0xdeadbeef' }), fee: 5n }),
      ],
      HERE,
    );
    expect(events.map((e) => e.kind)).toEqual(['warp', 'sent']);
    expect(events[0]).toMatchObject({ messageID: idToString(Buffer.from(warpID.slice(2), 'hex')), sender: MESSENGER });
    expect(events[1]).toMatchObject({
      messageID: ID,
      emitter: MESSENGER,
      sourceChain: HERE,
      destChain: DEST,
      sender: SENDER,
      destAddress: RECEIVER,
      detail: {
        nonce: '1',
        requiredGas: '100000',
        relayers: [RELAYER],
        feeToken: FEE_TOKEN,
        feeAmount: '5',
        payload: '0xdeadbeef',
        payloadBytes: 4,
        warpID: events[0]!.messageID,
      },
    });
  });

  it('reads the destination side: received, failed, executed', () => {
    const src = bytes32(0xc0);
    const events = icmEventsOf(
      [
        receiveLog(ID, src, 3),
        failedLog(ID, src, 4),
        messengerLog('MessageExecuted', { messageID: ID, sourceBlockchainID: src }, 5),
      ],
      DEST,
    );
    expect(events.map((e) => [e.kind, e.logIndex, e.sourceChain])).toEqual([
      ['received', 3, HERE],
      ['failed', 4, HERE],
      ['executed', 5, HERE],
    ]);
    expect(events[0]!.detail).toMatchObject({ deliverer: RELAYER, rewardAddress: RELAYER });
    expect(events[2]!.destChain).toBe(DEST);
  });

  it('reads receipts and added fees on the source', () => {
    const events = icmEventsOf(
      [
        messengerLog('AddFeeAmount', { messageID: ID, updatedFeeInfo: { feeTokenAddress: FEE_TOKEN, amount: 9n } }, 0),
        messengerLog(
          'ReceiptReceived',
          {
            messageID: ID,
            destinationBlockchainID: bytes32(0xd0),
            relayerRewardAddress: RELAYER,
            feeInfo: { feeTokenAddress: FEE_TOKEN, amount: 9n },
          },
          1,
        ),
      ],
      HERE,
    );
    expect(events.map((e) => e.kind)).toEqual(['fee', 'receipt']);
    expect(events[0]!.detail.feeAmount).toBe('9');
    expect(events[1]).toMatchObject({ destChain: DEST, detail: { rewardAddress: RELAYER } });
  });

  it('keeps a log with a messenger signature it cannot decode as undecoded, and ignores other logs', () => {
    const good = messengerLog('MessageExecuted', { messageID: ID, sourceBlockchainID: bytes32(1) }, 0);
    const broken = sendLog(ID, 1, { destination: bytes32(2), fee: 1n });
    const events = icmEventsOf(
      [
        { ...broken, data: '0x1234' },
        { address: RECEIVER, topics: [bytes32(5)], data: '0x', logIndex: '0x2' },
        { ...good, logIndex: 'not a number' },
      ],
      HERE,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'undecoded', messageID: ID });
    expect(events[0]!.detail.reason).toBeTruthy();
  });

  it('cuts a payload beyond the bound and says so', () => {
    const big = `0x${'ab'.repeat(MAX_PAYLOAD_HEX)}` as const;
    const [e] = icmEventsOf([sendLog(ID, 0, { message: testMessage({ message: big }) })], HERE);
    expect(e!.detail.truncated).toBe(true);
    expect(e!.detail.payloadBytes).toBe(MAX_PAYLOAD_HEX);
    expect(e!.detail.payload!.length).toBe(2 + MAX_PAYLOAD_HEX);
  });
});
