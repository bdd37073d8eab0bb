// The Warp precompile (IWarpMessenger) at 0x0200…05 on the C-Chain and every subnet-evm L1.
import { parseAbi } from 'viem';

export const WARP_PRECOMPILE_ADDRESS = '0x0200000000000000000000000000000000000005' as const;

export const warpMessengerAbi = parseAbi([
  'struct WarpMessage { bytes32 sourceChainID; address originSenderAddress; bytes payload; }',
  'struct WarpBlockHash { bytes32 sourceChainID; bytes32 blockHash; }',
  // `message` is the whole unsigned warp message (codec bytes), not just the payload.
  'event SendWarpMessage(address indexed sender, bytes32 indexed messageID, bytes message)',
  'function sendWarpMessage(bytes payload) returns (bytes32 messageID)',
  'function getVerifiedWarpMessage(uint32 index) view returns (WarpMessage message, bool valid)',
  'function getVerifiedWarpBlockHash(uint32 index) view returns (WarpBlockHash warpBlockHash, bool valid)',
  'function getBlockchainID() view returns (bytes32 blockchainID)',
]);
