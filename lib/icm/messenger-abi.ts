// The ICM messenger's interface as Teleporter declares it (icm-contracts ITeleporterMessenger), and the
// Warp precompile's send event (subnet-evm/coreth IWarpMessenger): what the follower reads from logs and
// what a retry is encoded with.
import { parseAbi } from 'viem';

export const WARP_PRECOMPILE = '0x0200000000000000000000000000000000000005';

const STRUCTS = [
  'struct TeleporterMessageReceipt { uint256 receivedMessageNonce; address relayerRewardAddress; }',
  'struct TeleporterMessage { uint256 messageNonce; address originSenderAddress; bytes32 destinationBlockchainID; address destinationAddress; uint256 requiredGasLimit; address[] allowedRelayerAddresses; TeleporterMessageReceipt[] receipts; bytes message; }',
  'struct TeleporterFeeInfo { address feeTokenAddress; uint256 amount; }',
] as const;

export const ICM_MESSENGER_ABI = parseAbi([
  ...STRUCTS,
  'event SendCrossChainMessage(bytes32 indexed messageID, bytes32 indexed destinationBlockchainID, TeleporterMessage message, TeleporterFeeInfo feeInfo)',
  'event AddFeeAmount(bytes32 indexed messageID, TeleporterFeeInfo updatedFeeInfo)',
  'event ReceiveCrossChainMessage(bytes32 indexed messageID, bytes32 indexed sourceBlockchainID, address indexed deliverer, address rewardRedeemer, TeleporterMessage message)',
  'event MessageExecuted(bytes32 indexed messageID, bytes32 indexed sourceBlockchainID)',
  'event MessageExecutionFailed(bytes32 indexed messageID, bytes32 indexed sourceBlockchainID, TeleporterMessage message)',
  'event ReceiptReceived(bytes32 indexed messageID, bytes32 indexed destinationBlockchainID, address indexed relayerRewardAddress, TeleporterFeeInfo feeInfo)',
  'function retryMessageExecution(bytes32 sourceBlockchainID, TeleporterMessage message)',
]);

export const WARP_ABI = parseAbi([
  'event SendWarpMessage(address indexed sender, bytes32 indexed messageID, bytes message)',
]);
