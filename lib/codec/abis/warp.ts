// The Warp precompile (IWarpMessenger) at 0x0200…05 on the C-Chain and every subnet-evm L1.
export const WARP_PRECOMPILE_ADDRESS = '0x0200000000000000000000000000000000000005' as const;

const warpMessage = {
  name: 'message',
  type: 'tuple',
  internalType: 'struct WarpMessage',
  components: [
    { name: 'sourceChainID', type: 'bytes32', internalType: 'bytes32' },
    { name: 'originSenderAddress', type: 'address', internalType: 'address' },
    { name: 'payload', type: 'bytes', internalType: 'bytes' },
  ],
} as const;

const warpBlockHash = {
  name: 'warpBlockHash',
  type: 'tuple',
  internalType: 'struct WarpBlockHash',
  components: [
    { name: 'sourceChainID', type: 'bytes32', internalType: 'bytes32' },
    { name: 'blockHash', type: 'bytes32', internalType: 'bytes32' },
  ],
} as const;

export const warpMessengerAbi = [
  {
    type: 'event',
    name: 'SendWarpMessage',
    anonymous: false,
    inputs: [
      { name: 'sender', type: 'address', indexed: true, internalType: 'address' },
      { name: 'messageID', type: 'bytes32', indexed: true, internalType: 'bytes32' },
      // The whole unsigned warp message (codec bytes), not just the payload.
      { name: 'message', type: 'bytes', indexed: false, internalType: 'bytes' },
    ],
  },
  {
    type: 'function',
    name: 'sendWarpMessage',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'payload', type: 'bytes', internalType: 'bytes' }],
    outputs: [{ name: 'messageID', type: 'bytes32', internalType: 'bytes32' }],
  },
  {
    type: 'function',
    name: 'getVerifiedWarpMessage',
    stateMutability: 'view',
    inputs: [{ name: 'index', type: 'uint32', internalType: 'uint32' }],
    outputs: [warpMessage, { name: 'valid', type: 'bool', internalType: 'bool' }],
  },
  {
    type: 'function',
    name: 'getVerifiedWarpBlockHash',
    stateMutability: 'view',
    inputs: [{ name: 'index', type: 'uint32', internalType: 'uint32' }],
    outputs: [warpBlockHash, { name: 'valid', type: 'bool', internalType: 'bool' }],
  },
  {
    type: 'function',
    name: 'getBlockchainID',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: 'blockchainID', type: 'bytes32', internalType: 'bytes32' }],
  },
] as const;
