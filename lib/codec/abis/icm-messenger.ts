// ITeleporterMessenger (icm-contracts): the ICM messenger's functions and events, and the
// TeleporterMessage struct that travels, ABI-encoded, as an AddressedCall's payload.

const b32 = <N extends string>(name: N) => ({ name, type: 'bytes32', internalType: 'bytes32' }) as const;
const addr = <N extends string>(name: N) => ({ name, type: 'address', internalType: 'address' }) as const;
const u256 = <N extends string>(name: N) => ({ name, type: 'uint256', internalType: 'uint256' }) as const;

const feeInfoComponents = [addr('feeTokenAddress'), u256('amount')] as const;
const receiptComponents = [u256('receivedMessageNonce'), addr('relayerRewardAddress')] as const;

/** TeleporterMessage's tuple components, in field order. */
const teleporterMessageComponents = [
  u256('messageNonce'),
  addr('originSenderAddress'),
  b32('destinationBlockchainID'),
  addr('destinationAddress'),
  u256('requiredGasLimit'),
  { name: 'allowedRelayerAddresses', type: 'address[]', internalType: 'address[]' },
  {
    name: 'receipts',
    type: 'tuple[]',
    internalType: 'struct TeleporterMessageReceipt[]',
    components: receiptComponents,
  },
  { name: 'message', type: 'bytes', internalType: 'bytes' },
] as const;

const teleporterMessage = <N extends string>(name: N) =>
  ({
    name,
    type: 'tuple',
    internalType: 'struct TeleporterMessage',
    components: teleporterMessageComponents,
  }) as const;

const feeInfo = <N extends string>(name: N) =>
  ({ name, type: 'tuple', internalType: 'struct TeleporterFeeInfo', components: feeInfoComponents }) as const;

/** The parameter list `abi.encode(TeleporterMessage)` produces (the warp payload's ICM bytes). */
export const teleporterMessageParams = [teleporterMessage('message')] as const;

const indexed = <T extends object>(p: T) => ({ ...p, indexed: true }) as T & { indexed: true };
const plain = <T extends object>(p: T) => ({ ...p, indexed: false }) as T & { indexed: false };

export const icmMessengerAbi = [
  {
    type: 'event',
    name: 'BlockchainIDInitialized',
    anonymous: false,
    inputs: [indexed(b32('blockchainID'))],
  },
  {
    type: 'event',
    name: 'SendCrossChainMessage',
    anonymous: false,
    inputs: [
      indexed(b32('messageID')),
      indexed(b32('destinationBlockchainID')),
      plain(teleporterMessage('message')),
      plain(feeInfo('feeInfo')),
    ],
  },
  {
    type: 'event',
    name: 'AddFeeAmount',
    anonymous: false,
    inputs: [indexed(b32('messageID')), plain(feeInfo('updatedFeeInfo'))],
  },
  {
    type: 'event',
    name: 'MessageExecutionFailed',
    anonymous: false,
    inputs: [indexed(b32('messageID')), indexed(b32('sourceBlockchainID')), plain(teleporterMessage('message'))],
  },
  {
    type: 'event',
    name: 'MessageExecuted',
    anonymous: false,
    inputs: [indexed(b32('messageID')), indexed(b32('sourceBlockchainID'))],
  },
  {
    type: 'event',
    name: 'ReceiveCrossChainMessage',
    anonymous: false,
    inputs: [
      indexed(b32('messageID')),
      indexed(b32('sourceBlockchainID')),
      indexed(addr('deliverer')),
      plain(addr('rewardRedeemer')),
      plain(teleporterMessage('message')),
    ],
  },
  {
    type: 'event',
    name: 'ReceiptReceived',
    anonymous: false,
    inputs: [
      indexed(b32('messageID')),
      indexed(b32('destinationBlockchainID')),
      indexed(addr('relayerRewardAddress')),
      plain(feeInfo('feeInfo')),
    ],
  },
  {
    type: 'event',
    name: 'RelayerRewardsRedeemed',
    anonymous: false,
    inputs: [indexed(addr('redeemer')), indexed(addr('asset')), plain(u256('amount'))],
  },
  {
    type: 'function',
    name: 'sendCrossChainMessage',
    stateMutability: 'nonpayable',
    inputs: [
      {
        name: 'messageInput',
        type: 'tuple',
        internalType: 'struct TeleporterMessageInput',
        components: [
          b32('destinationBlockchainID'),
          addr('destinationAddress'),
          feeInfo('feeInfo'),
          u256('requiredGasLimit'),
          { name: 'allowedRelayerAddresses', type: 'address[]', internalType: 'address[]' },
          { name: 'message', type: 'bytes', internalType: 'bytes' },
        ],
      },
    ],
    outputs: [b32('')],
  },
  {
    type: 'function',
    name: 'retrySendCrossChainMessage',
    stateMutability: 'nonpayable',
    inputs: [teleporterMessage('message')],
    outputs: [],
  },
  {
    type: 'function',
    name: 'addFeeAmount',
    stateMutability: 'nonpayable',
    inputs: [b32('messageID'), addr('feeTokenAddress'), u256('additionalFeeAmount')],
    outputs: [],
  },
  {
    type: 'function',
    name: 'receiveCrossChainMessage',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'messageIndex', type: 'uint32', internalType: 'uint32' }, addr('relayerRewardAddress')],
    outputs: [],
  },
  {
    type: 'function',
    name: 'retryMessageExecution',
    stateMutability: 'nonpayable',
    inputs: [b32('sourceBlockchainID'), teleporterMessage('message')],
    outputs: [],
  },
  {
    type: 'function',
    name: 'sendSpecifiedReceipts',
    stateMutability: 'nonpayable',
    inputs: [
      b32('sourceBlockchainID'),
      { name: 'messageIDs', type: 'bytes32[]', internalType: 'bytes32[]' },
      feeInfo('feeInfo'),
      { name: 'allowedRelayerAddresses', type: 'address[]', internalType: 'address[]' },
    ],
    outputs: [b32('')],
  },
  {
    type: 'function',
    name: 'redeemRelayerRewards',
    stateMutability: 'nonpayable',
    inputs: [addr('feeTokenAddress')],
    outputs: [],
  },
  {
    type: 'function',
    name: 'getMessageHash',
    stateMutability: 'view',
    inputs: [b32('messageID')],
    outputs: [b32('')],
  },
  {
    type: 'function',
    name: 'messageReceived',
    stateMutability: 'view',
    inputs: [b32('messageID')],
    outputs: [{ name: '', type: 'bool', internalType: 'bool' }],
  },
  {
    type: 'function',
    name: 'getRelayerRewardAddress',
    stateMutability: 'view',
    inputs: [b32('messageID')],
    outputs: [addr('')],
  },
  {
    type: 'function',
    name: 'checkRelayerRewardAmount',
    stateMutability: 'view',
    inputs: [addr('relayer'), addr('feeTokenAddress')],
    outputs: [u256('')],
  },
  {
    type: 'function',
    name: 'getFeeInfo',
    stateMutability: 'view',
    inputs: [b32('messageID')],
    outputs: [addr(''), u256('')],
  },
  {
    type: 'function',
    name: 'getNextMessageID',
    stateMutability: 'view',
    inputs: [b32('destinationBlockchainID')],
    outputs: [b32('')],
  },
  {
    type: 'function',
    name: 'getReceiptQueueSize',
    stateMutability: 'view',
    inputs: [b32('sourceBlockchainID')],
    outputs: [u256('')],
  },
  {
    type: 'function',
    name: 'getReceiptAtIndex',
    stateMutability: 'view',
    inputs: [b32('sourceBlockchainID'), u256('index')],
    outputs: [
      {
        name: '',
        type: 'tuple',
        internalType: 'struct TeleporterMessageReceipt',
        components: receiptComponents,
      },
    ],
  },
  {
    type: 'function',
    name: 'calculateMessageID',
    stateMutability: 'view',
    inputs: [b32('sourceBlockchainID'), b32('destinationBlockchainID'), u256('nonce')],
    outputs: [b32('')],
  },
  {
    type: 'function',
    name: 'blockchainID',
    stateMutability: 'view',
    inputs: [],
    outputs: [b32('')],
  },
  {
    type: 'function',
    name: 'messageNonce',
    stateMutability: 'view',
    inputs: [],
    outputs: [u256('')],
  },
] as const;

/** ITeleporterReceiver: what the messenger calls on a message's destination contract. */
export const icmReceiverAbi = [
  {
    type: 'function',
    name: 'receiveTeleporterMessage',
    stateMutability: 'nonpayable',
    inputs: [
      b32('sourceBlockchainID'),
      addr('originSenderAddress'),
      { name: 'message', type: 'bytes', internalType: 'bytes' },
    ],
    outputs: [],
  },
] as const;
