// ITeleporterMessenger (icm-contracts): the ICM messenger's functions and events, and the
// TeleporterMessage struct that travels, ABI-encoded, as an AddressedCall's payload.
import { parseAbi, parseAbiParameters } from 'viem';

const structs = [
  'struct TeleporterMessageReceipt { uint256 receivedMessageNonce; address relayerRewardAddress; }',
  'struct TeleporterMessage { uint256 messageNonce; address originSenderAddress; bytes32 destinationBlockchainID; address destinationAddress; uint256 requiredGasLimit; address[] allowedRelayerAddresses; TeleporterMessageReceipt[] receipts; bytes message; }',
  'struct TeleporterFeeInfo { address feeTokenAddress; uint256 amount; }',
  'struct TeleporterMessageInput { bytes32 destinationBlockchainID; address destinationAddress; TeleporterFeeInfo feeInfo; uint256 requiredGasLimit; address[] allowedRelayerAddresses; bytes message; }',
] as const;

/** The parameter list `abi.encode(TeleporterMessage)` produces (the warp payload's ICM bytes). */
export const teleporterMessageParams = parseAbiParameters(['TeleporterMessage message', ...structs]);

export const icmMessengerAbi = parseAbi([
  ...structs,
  'event BlockchainIDInitialized(bytes32 indexed blockchainID)',
  'event SendCrossChainMessage(bytes32 indexed messageID, bytes32 indexed destinationBlockchainID, TeleporterMessage message, TeleporterFeeInfo feeInfo)',
  'event AddFeeAmount(bytes32 indexed messageID, TeleporterFeeInfo updatedFeeInfo)',
  'event MessageExecutionFailed(bytes32 indexed messageID, bytes32 indexed sourceBlockchainID, TeleporterMessage message)',
  'event MessageExecuted(bytes32 indexed messageID, bytes32 indexed sourceBlockchainID)',
  'event ReceiveCrossChainMessage(bytes32 indexed messageID, bytes32 indexed sourceBlockchainID, address indexed deliverer, address rewardRedeemer, TeleporterMessage message)',
  'event ReceiptReceived(bytes32 indexed messageID, bytes32 indexed destinationBlockchainID, address indexed relayerRewardAddress, TeleporterFeeInfo feeInfo)',
  'event RelayerRewardsRedeemed(address indexed redeemer, address indexed asset, uint256 amount)',
  'function sendCrossChainMessage(TeleporterMessageInput messageInput) returns (bytes32)',
  'function retrySendCrossChainMessage(TeleporterMessage message)',
  'function addFeeAmount(bytes32 messageID, address feeTokenAddress, uint256 additionalFeeAmount)',
  'function receiveCrossChainMessage(uint32 messageIndex, address relayerRewardAddress)',
  'function retryMessageExecution(bytes32 sourceBlockchainID, TeleporterMessage message)',
  'function sendSpecifiedReceipts(bytes32 sourceBlockchainID, bytes32[] messageIDs, TeleporterFeeInfo feeInfo, address[] allowedRelayerAddresses) returns (bytes32)',
  'function redeemRelayerRewards(address feeTokenAddress)',
  'function getMessageHash(bytes32 messageID) view returns (bytes32)',
  'function messageReceived(bytes32 messageID) view returns (bool)',
  'function getRelayerRewardAddress(bytes32 messageID) view returns (address)',
  'function checkRelayerRewardAmount(address relayer, address feeTokenAddress) view returns (uint256)',
  'function getFeeInfo(bytes32 messageID) view returns (address, uint256)',
  'function getNextMessageID(bytes32 destinationBlockchainID) view returns (bytes32)',
  'function getReceiptQueueSize(bytes32 sourceBlockchainID) view returns (uint256)',
  'function getReceiptAtIndex(bytes32 sourceBlockchainID, uint256 index) view returns (TeleporterMessageReceipt)',
  'function calculateMessageID(bytes32 sourceBlockchainID, bytes32 destinationBlockchainID, uint256 nonce) view returns (bytes32)',
  'function blockchainID() view returns (bytes32)',
  'function messageNonce() view returns (uint256)',
]);

/** ITeleporterReceiver: what the messenger calls on a message's destination contract. */
export const icmReceiverAbi = parseAbi([
  'function receiveTeleporterMessage(bytes32 sourceBlockchainID, address originSenderAddress, bytes message)',
]);
