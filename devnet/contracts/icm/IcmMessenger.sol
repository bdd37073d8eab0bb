// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

struct TeleporterMessageReceipt {
    uint256 receivedMessageNonce;
    address relayerRewardAddress;
}

struct TeleporterFeeInfo {
    address feeTokenAddress;
    uint256 amount;
}

struct TeleporterMessageInput {
    bytes32 destinationBlockchainID;
    address destinationAddress;
    TeleporterFeeInfo feeInfo;
    uint256 requiredGasLimit;
    address[] allowedRelayerAddresses;
    bytes message;
}

struct TeleporterMessage {
    uint256 messageNonce;
    address originSenderAddress;
    bytes32 destinationBlockchainID;
    address destinationAddress;
    uint256 requiredGasLimit;
    address[] allowedRelayerAddresses;
    TeleporterMessageReceipt[] receipts;
    bytes message;
}

struct WarpMessage {
    bytes32 sourceChainID;
    address originSenderAddress;
    bytes payload;
}

interface IWarpMessenger {
    function sendWarpMessage(bytes calldata payload) external returns (bytes32);

    function getVerifiedWarpMessage(uint32 index) external view returns (WarpMessage memory, bool);

    function getBlockchainID() external view returns (bytes32);
}

/// The devnet's ICM messenger: ITeleporterMessenger's functions and events (so explorers and relayers
/// read it as they read Teleporter), sending through the Warp precompile and receiving what it verified.
/// Message ids are keccak256(abi.encode(this, source, destination, nonce)); nonces start at 1.
contract IcmMessenger {
    using SafeERC20 for IERC20;

    IWarpMessenger public constant WARP_MESSENGER = IWarpMessenger(0x0200000000000000000000000000000000000005);
    /// Receipts carried back per message, at most.
    uint256 private constant MAX_RECEIPTS = 5;

    struct SentMessageInfo {
        bytes32 messageHash;
        TeleporterFeeInfo feeInfo;
    }

    bytes32 public blockchainID;
    uint256 public messageNonce;
    mapping(bytes32 messageID => SentMessageInfo) public sentMessageInfo;
    mapping(bytes32 messageID => bytes32 messageHash) public receivedFailedMessageHashes;
    mapping(bytes32 messageID => uint256 nonce) private receivedNonces;
    mapping(bytes32 messageID => address relayer) private relayerRewardAddresses;
    mapping(address relayer => mapping(address token => uint256 amount)) private rewards;
    /// Receipts waiting to travel back to each source chain, and the index of the first not yet sent.
    mapping(bytes32 sourceBlockchainID => TeleporterMessageReceipt[]) private receiptQueue;
    mapping(bytes32 sourceBlockchainID => uint256) private receiptHead;
    bool private sending;
    bool private receiving;

    event BlockchainIDInitialized(bytes32 indexed blockchainID);
    event SendCrossChainMessage(
        bytes32 indexed messageID,
        bytes32 indexed destinationBlockchainID,
        TeleporterMessage message,
        TeleporterFeeInfo feeInfo
    );
    event AddFeeAmount(bytes32 indexed messageID, TeleporterFeeInfo updatedFeeInfo);
    event MessageExecutionFailed(bytes32 indexed messageID, bytes32 indexed sourceBlockchainID, TeleporterMessage message);
    event MessageExecuted(bytes32 indexed messageID, bytes32 indexed sourceBlockchainID);
    event ReceiveCrossChainMessage(
        bytes32 indexed messageID,
        bytes32 indexed sourceBlockchainID,
        address indexed deliverer,
        address rewardRedeemer,
        TeleporterMessage message
    );
    event ReceiptReceived(
        bytes32 indexed messageID,
        bytes32 indexed destinationBlockchainID,
        address indexed relayerRewardAddress,
        TeleporterFeeInfo feeInfo
    );
    event RelayerRewardsRedeemed(address indexed redeemer, address indexed asset, uint256 amount);

    modifier senderGuard() {
        require(!sending, "IcmMessenger: sender reentrancy");
        sending = true;
        _;
        sending = false;
    }

    modifier receiverGuard() {
        require(!receiving, "IcmMessenger: receiver reentrancy");
        receiving = true;
        _;
        receiving = false;
    }

    function initializeBlockchainID() public returns (bytes32 id) {
        id = blockchainID;
        if (id == bytes32(0)) {
            id = WARP_MESSENGER.getBlockchainID();
            require(id != bytes32(0), "IcmMessenger: zero blockchain ID");
            blockchainID = id;
            emit BlockchainIDInitialized(id);
        }
    }

    function calculateMessageID(
        bytes32 sourceBlockchainID,
        bytes32 destinationBlockchainID,
        uint256 nonce
    ) public view returns (bytes32) {
        return keccak256(abi.encode(address(this), sourceBlockchainID, destinationBlockchainID, nonce));
    }

    function sendCrossChainMessage(TeleporterMessageInput calldata input) external senderGuard returns (bytes32) {
        return _send(input, _takeReceipts(input.destinationBlockchainID));
    }

    function retrySendCrossChainMessage(TeleporterMessage calldata message) external senderGuard {
        bytes32 id = calculateMessageID(blockchainID, message.destinationBlockchainID, message.messageNonce);
        SentMessageInfo memory info = sentMessageInfo[id];
        require(info.messageHash != bytes32(0), "IcmMessenger: message not found");
        bytes memory encoded = abi.encode(message);
        require(keccak256(encoded) == info.messageHash, "IcmMessenger: invalid message hash");
        emit SendCrossChainMessage(id, message.destinationBlockchainID, message, info.feeInfo);
        WARP_MESSENGER.sendWarpMessage(encoded);
    }

    function addFeeAmount(
        bytes32 messageID,
        address feeTokenAddress,
        uint256 additionalFeeAmount
    ) external senderGuard receiverGuard {
        require(additionalFeeAmount > 0, "IcmMessenger: zero additional fee amount");
        require(feeTokenAddress != address(0), "IcmMessenger: zero fee asset contract address");
        SentMessageInfo storage info = sentMessageInfo[messageID];
        require(info.messageHash != bytes32(0), "IcmMessenger: message not found");
        require(info.feeInfo.feeTokenAddress == feeTokenAddress, "IcmMessenger: invalid fee asset contract address");
        info.feeInfo.amount += _pull(feeTokenAddress, additionalFeeAmount);
        emit AddFeeAmount(messageID, info.feeInfo);
    }

    function receiveCrossChainMessage(uint32 messageIndex, address relayerRewardAddress) external receiverGuard {
        (WarpMessage memory warp, bool ok) = WARP_MESSENGER.getVerifiedWarpMessage(messageIndex);
        require(ok, "IcmMessenger: invalid warp message");
        require(warp.originSenderAddress == address(this), "IcmMessenger: invalid origin sender address");
        TeleporterMessage memory message = abi.decode(warp.payload, (TeleporterMessage));
        bytes32 here = initializeBlockchainID();
        require(message.destinationBlockchainID == here, "IcmMessenger: invalid destination chain ID");
        bytes32 id = calculateMessageID(warp.sourceChainID, here, message.messageNonce);
        require(receivedNonces[id] == 0, "IcmMessenger: message already received");
        require(_allowed(msg.sender, message.allowedRelayerAddresses), "IcmMessenger: unauthorized relayer");
        require(message.messageNonce != 0, "IcmMessenger: zero message nonce");
        receivedNonces[id] = message.messageNonce;
        if (relayerRewardAddress != address(0)) relayerRewardAddresses[id] = relayerRewardAddress;
        for (uint256 i; i < message.receipts.length; ++i) _receipt(here, warp.sourceChainID, message.receipts[i]);
        receiptQueue[warp.sourceChainID].push(TeleporterMessageReceipt(message.messageNonce, relayerRewardAddress));
        emit ReceiveCrossChainMessage(id, warp.sourceChainID, msg.sender, relayerRewardAddress, message);
        if (message.message.length > 0) _execute(id, warp.sourceChainID, message);
    }

    function retryMessageExecution(bytes32 sourceBlockchainID, TeleporterMessage calldata message) external receiverGuard {
        bytes32 id = calculateMessageID(sourceBlockchainID, blockchainID, message.messageNonce);
        bytes32 failed = receivedFailedMessageHashes[id];
        require(failed != bytes32(0), "IcmMessenger: message not found");
        require(keccak256(abi.encode(message)) == failed, "IcmMessenger: invalid message hash");
        require(message.destinationAddress.code.length > 0, "IcmMessenger: destination address has no code");
        emit MessageExecuted(id, sourceBlockchainID);
        delete receivedFailedMessageHashes[id];
        (bool ok, ) = message.destinationAddress.call(_receiveCall(sourceBlockchainID, message));
        require(ok, "IcmMessenger: retry execution failed");
    }

    function sendSpecifiedReceipts(
        bytes32 sourceBlockchainID,
        bytes32[] calldata messageIDs,
        TeleporterFeeInfo calldata feeInfo,
        address[] calldata allowedRelayerAddresses
    ) external senderGuard returns (bytes32) {
        TeleporterMessageReceipt[] memory receipts = new TeleporterMessageReceipt[](messageIDs.length);
        for (uint256 i; i < messageIDs.length; ++i) {
            uint256 nonce = receivedNonces[messageIDs[i]];
            require(nonce != 0, "IcmMessenger: receipt not found");
            require(
                messageIDs[i] == calculateMessageID(sourceBlockchainID, blockchainID, nonce),
                "IcmMessenger: message ID not from source blockchain"
            );
            receipts[i] = TeleporterMessageReceipt(nonce, relayerRewardAddresses[messageIDs[i]]);
        }
        return
            _send(
                TeleporterMessageInput(sourceBlockchainID, address(0), feeInfo, 0, allowedRelayerAddresses, ""),
                receipts
            );
    }

    function redeemRelayerRewards(address feeTokenAddress) external {
        uint256 amount = rewards[msg.sender][feeTokenAddress];
        require(amount > 0, "IcmMessenger: no reward to redeem");
        delete rewards[msg.sender][feeTokenAddress];
        emit RelayerRewardsRedeemed(msg.sender, feeTokenAddress, amount);
        IERC20(feeTokenAddress).safeTransfer(msg.sender, amount);
    }

    function getMessageHash(bytes32 messageID) external view returns (bytes32) {
        return sentMessageInfo[messageID].messageHash;
    }

    function messageReceived(bytes32 messageID) external view returns (bool) {
        return receivedNonces[messageID] != 0;
    }

    function getRelayerRewardAddress(bytes32 messageID) external view returns (address) {
        require(receivedNonces[messageID] != 0, "IcmMessenger: message not received");
        return relayerRewardAddresses[messageID];
    }

    function checkRelayerRewardAmount(address relayer, address feeTokenAddress) external view returns (uint256) {
        return rewards[relayer][feeTokenAddress];
    }

    function getFeeInfo(bytes32 messageID) external view returns (address, uint256) {
        TeleporterFeeInfo memory f = sentMessageInfo[messageID].feeInfo;
        return (f.feeTokenAddress, f.amount);
    }

    function getNextMessageID(bytes32 destinationBlockchainID) external view returns (bytes32) {
        require(blockchainID != bytes32(0), "IcmMessenger: zero blockchain ID");
        return calculateMessageID(blockchainID, destinationBlockchainID, messageNonce + 1);
    }

    function getReceiptQueueSize(bytes32 sourceBlockchainID) external view returns (uint256) {
        return receiptQueue[sourceBlockchainID].length - receiptHead[sourceBlockchainID];
    }

    function getReceiptAtIndex(
        bytes32 sourceBlockchainID,
        uint256 index
    ) external view returns (TeleporterMessageReceipt memory) {
        return receiptQueue[sourceBlockchainID][receiptHead[sourceBlockchainID] + index];
    }

    function _send(
        TeleporterMessageInput memory input,
        TeleporterMessageReceipt[] memory receipts
    ) private returns (bytes32 id) {
        bytes32 here = initializeBlockchainID();
        uint256 nonce = ++messageNonce;
        id = calculateMessageID(here, input.destinationBlockchainID, nonce);
        TeleporterMessage memory message = TeleporterMessage(
            nonce,
            msg.sender,
            input.destinationBlockchainID,
            input.destinationAddress,
            input.requiredGasLimit,
            input.allowedRelayerAddresses,
            receipts,
            input.message
        );
        bytes memory encoded = abi.encode(message);
        uint256 paid;
        if (input.feeInfo.amount > 0) {
            require(input.feeInfo.feeTokenAddress != address(0), "IcmMessenger: zero fee asset contract address");
            paid = _pull(input.feeInfo.feeTokenAddress, input.feeInfo.amount);
        }
        TeleporterFeeInfo memory fee = TeleporterFeeInfo(input.feeInfo.feeTokenAddress, paid);
        sentMessageInfo[id] = SentMessageInfo(keccak256(encoded), fee);
        emit SendCrossChainMessage(id, input.destinationBlockchainID, message, fee);
        WARP_MESSENGER.sendWarpMessage(encoded);
    }

    function _takeReceipts(bytes32 chain) private returns (TeleporterMessageReceipt[] memory out) {
        uint256 head = receiptHead[chain];
        uint256 n = receiptQueue[chain].length - head;
        if (n > MAX_RECEIPTS) n = MAX_RECEIPTS;
        out = new TeleporterMessageReceipt[](n);
        for (uint256 i; i < n; ++i) out[i] = receiptQueue[chain][head + i];
        receiptHead[chain] = head + n;
    }

    function _receipt(bytes32 here, bytes32 destination, TeleporterMessageReceipt memory r) private {
        bytes32 id = calculateMessageID(here, destination, r.receivedMessageNonce);
        SentMessageInfo memory info = sentMessageInfo[id];
        if (info.messageHash == bytes32(0)) return;
        delete sentMessageInfo[id];
        if (info.feeInfo.amount > 0) rewards[r.relayerRewardAddress][info.feeInfo.feeTokenAddress] += info.feeInfo.amount;
        emit ReceiptReceived(id, destination, r.relayerRewardAddress, info.feeInfo);
    }

    function _execute(bytes32 id, bytes32 source, TeleporterMessage memory message) private {
        // The relayer must give the message the gas it asked for; a shortfall reverts the delivery.
        require(gasleft() >= message.requiredGasLimit, "IcmMessenger: insufficient gas");
        bool ok;
        if (message.destinationAddress.code.length > 0) {
            (ok, ) = message.destinationAddress.call{gas: message.requiredGasLimit}(_receiveCall(source, message));
        }
        if (ok) {
            emit MessageExecuted(id, source);
        } else {
            receivedFailedMessageHashes[id] = keccak256(abi.encode(message));
            emit MessageExecutionFailed(id, source, message);
        }
    }

    function _receiveCall(bytes32 source, TeleporterMessage memory message) private pure returns (bytes memory) {
        return
            abi.encodeWithSignature(
                "receiveTeleporterMessage(bytes32,address,bytes)",
                source,
                message.originSenderAddress,
                message.message
            );
    }

    function _allowed(address who, address[] memory allowed) private pure returns (bool) {
        if (allowed.length == 0) return true;
        for (uint256 i; i < allowed.length; ++i) if (allowed[i] == who) return true;
        return false;
    }

    function _pull(address token, uint256 amount) private returns (uint256) {
        uint256 before = IERC20(token).balanceOf(address(this));
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        return IERC20(token).balanceOf(address(this)) - before;
    }
}
