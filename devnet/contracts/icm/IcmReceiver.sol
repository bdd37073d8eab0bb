// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

interface IIcmMessenger {
    struct FeeInfo {
        address feeTokenAddress;
        uint256 amount;
    }

    struct MessageInput {
        bytes32 destinationBlockchainID;
        address destinationAddress;
        FeeInfo feeInfo;
        uint256 requiredGasLimit;
        address[] allowedRelayerAddresses;
        bytes message;
    }

    function sendCrossChainMessage(MessageInput calldata messageInput) external returns (bytes32);
}

/// A dapp on each side of the devnet's ICM traffic: sends greetings through the messenger and takes
/// them in. A message reading "fail" is refused (the messenger then records a failed execution).
contract IcmReceiver {
    /// The messenger's address on every devnet chain (Teleporter's universal address).
    address public constant messenger = 0x253b2784c75e510dD0fF1da844684a1aC0aa5fcf;
    uint256 public received;
    bytes public lastMessage;

    event Greeted(bytes32 indexed sourceBlockchainID, address indexed originSenderAddress, bytes message);

    function greet(
        bytes32 destinationBlockchainID,
        address destinationAddress,
        bytes calldata message,
        uint256 requiredGasLimit
    ) external returns (bytes32) {
        return
            IIcmMessenger(messenger).sendCrossChainMessage(
                IIcmMessenger.MessageInput({
                    destinationBlockchainID: destinationBlockchainID,
                    destinationAddress: destinationAddress,
                    feeInfo: IIcmMessenger.FeeInfo(address(0), 0),
                    requiredGasLimit: requiredGasLimit,
                    allowedRelayerAddresses: new address[](0),
                    message: message
                })
            );
    }

    function receiveTeleporterMessage(
        bytes32 sourceBlockchainID,
        address originSenderAddress,
        bytes calldata message
    ) external {
        require(msg.sender == messenger, "IcmReceiver: unauthorized messenger");
        require(keccak256(message) != keccak256("fail"), "IcmReceiver: message refused");
        received += 1;
        lastMessage = message;
        emit Greeted(sourceBlockchainID, originSenderAddress, message);
    }
}
