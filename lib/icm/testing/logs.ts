// Receipt logs as a messenger with Teleporter's signatures and the Warp precompile emit them, for tests.
import { encodeAbiParameters, encodeEventTopics, getAbiItem, type Hex } from 'viem';
import { icmMessengerAbi } from '@/lib/codec/abis/icm-messenger';
import { WARP_PRECOMPILE_ADDRESS, warpMessengerAbi } from '@/lib/codec/abis/warp';

export const MESSENGER = '0x253b2784c75e510dd0ff1da844684a1ac0aa5fcf';
export const SENDER = '0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc';
export const RECEIVER = '0x1111111111111111111111111111111111111111';
export const RELAYER = '0x2222222222222222222222222222222222222222';
export const FEE_TOKEN = '0x3333333333333333333333333333333333333333';

export const bytes32 = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`;

export interface TestMessage {
  messageNonce: bigint;
  originSenderAddress: Hex;
  destinationBlockchainID: Hex;
  destinationAddress: Hex;
  requiredGasLimit: bigint;
  allowedRelayerAddresses: Hex[];
  receipts: { receivedMessageNonce: bigint; relayerRewardAddress: Hex }[];
  message: Hex;
}

export function testMessage(over: Partial<TestMessage> = {}): TestMessage {
  return {
    messageNonce: 1n,
    originSenderAddress: SENDER,
    destinationBlockchainID: bytes32(0xd0),
    destinationAddress: RECEIVER,
    requiredGasLimit: 100_000n,
    allowedRelayerAddresses: [RELAYER],
    receipts: [],
    message: '0xcafe',
    ...over,
  };
}

type EventName =
  | 'SendCrossChainMessage'
  | 'ReceiveCrossChainMessage'
  | 'MessageExecuted'
  | 'MessageExecutionFailed'
  | 'ReceiptReceived'
  | 'AddFeeAmount';

/** A log of the messenger's event `name` with these arguments (indexed ones in topics, the rest in data). */
export function messengerLog(name: EventName, args: Record<string, unknown>, logIndex: number, address = MESSENGER) {
  const item = getAbiItem({ abi: icmMessengerAbi, name }) as Extract<
    (typeof icmMessengerAbi)[number],
    { type: 'event' }
  >;
  const topics = encodeEventTopics({ abi: [item], eventName: name, args } as never) as Hex[];
  const rest = item.inputs.filter((i) => !('indexed' in i && i.indexed));
  const data = encodeAbiParameters(rest, rest.map((i) => args[i.name!]) as never);
  return { address, topics, data, logIndex: `0x${logIndex.toString(16)}` };
}

/** SendCrossChainMessage of `message` (by default to chain bytes32(0xd0)), paying `fee` of FEE_TOKEN. */
export function sendLog(
  messageID: Hex,
  logIndex: number,
  {
    message = testMessage(),
    fee = 0n,
    destination = bytes32(0xd0),
  }: { message?: TestMessage; fee?: bigint; destination?: Hex } = {},
) {
  return messengerLog(
    'SendCrossChainMessage',
    { messageID, destinationBlockchainID: destination, message, feeInfo: { feeTokenAddress: FEE_TOKEN, amount: fee } },
    logIndex,
  );
}

/** ReceiveCrossChainMessage of the default test message, delivered by RELAYER, who also takes the reward. */
export function receiveLog(messageID: Hex, sourceBlockchainID: Hex, logIndex: number) {
  return messengerLog(
    'ReceiveCrossChainMessage',
    { messageID, sourceBlockchainID, deliverer: RELAYER, rewardRedeemer: RELAYER, message: testMessage() },
    logIndex,
  );
}

/** MessageExecutionFailed of the default test message. */
export function failedLog(messageID: Hex, sourceBlockchainID: Hex, logIndex: number) {
  return messengerLog('MessageExecutionFailed', { messageID, sourceBlockchainID, message: testMessage() }, logIndex);
}

/** A send as its tx logs it: the Warp message it goes out in (from MESSENGER), then SendCrossChainMessage. */
export function sendWithWarp(messageID: Hex, warpID: Hex, logIndex: number, send: Parameters<typeof sendLog>[2] = {}) {
  return [warpLog(MESSENGER, warpID, '0x01', logIndex), sendLog(messageID, logIndex + 1, send)];
}

export function warpLog(sender: Hex, messageID: Hex, message: Hex, logIndex: number) {
  const topics = encodeEventTopics({
    abi: warpMessengerAbi,
    eventName: 'SendWarpMessage',
    args: { sender, messageID },
  }) as Hex[];
  const data = encodeAbiParameters([{ type: 'bytes' }], [message]);
  return { address: WARP_PRECOMPILE_ADDRESS, topics, data, logIndex: `0x${logIndex.toString(16)}` };
}
