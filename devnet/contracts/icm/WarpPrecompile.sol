// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

struct WarpMessage {
    bytes32 sourceChainID;
    address originSenderAddress;
    bytes payload;
}

struct WarpBlockHash {
    bytes32 sourceChainID;
    bytes32 blockHash;
}

/// The Warp precompile's interface (IWarpMessenger) as the devnet's EDR chains serve it: EDR cannot host a
/// native precompile, so this code sits at 0x0200…05. The devnet writes slot 0 (the blockchain id) and
/// slot 1 (the network id) when the chain starts, and, before a delivery tx runs, the messages its access
/// list carries once their BLS aggregate has been verified against the source's validators.
contract WarpPrecompile {
    bytes32 private blockchainID;
    uint32 private networkID;
    /// keccak256(abi.encode(tx.origin, index)) → the verified message at that predicate index.
    mapping(bytes32 => WarpMessage) private verified;

    event SendWarpMessage(address indexed sender, bytes32 indexed messageID, bytes message);

    function getBlockchainID() external view returns (bytes32) {
        return blockchainID;
    }

    /// Emits the unsigned warp message (codec 0: network id, source chain, AddressedCall from the
    /// caller with `payload`) and returns its id, sha256 of those bytes, as AvalancheGo does.
    function sendWarpMessage(bytes calldata payload) external returns (bytes32 messageID) {
        bytes memory call = abi.encodePacked(
            uint16(0),
            uint32(1),
            uint32(20),
            msg.sender,
            uint32(payload.length),
            payload
        );
        bytes memory unsignedMessage = abi.encodePacked(
            uint16(0),
            networkID,
            blockchainID,
            uint32(call.length),
            call
        );
        messageID = sha256(unsignedMessage);
        emit SendWarpMessage(msg.sender, messageID, unsignedMessage);
    }

    function getVerifiedWarpMessage(uint32 index) external view returns (WarpMessage memory message, bool valid) {
        message = verified[keccak256(abi.encode(tx.origin, index))];
        valid = message.sourceChainID != bytes32(0);
    }

    /// The devnet never delivers block-hash payloads.
    function getVerifiedWarpBlockHash(uint32) external pure returns (WarpBlockHash memory warpBlockHash, bool valid) {
        return (warpBlockHash, false);
    }
}
