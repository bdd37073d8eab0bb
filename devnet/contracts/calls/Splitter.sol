// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// Splits the AVAX sent with a call equally between recipients: one internal call with value each.
contract Splitter {
    event Split(address indexed sender, uint256 total, uint256 recipients);

    function split(address payable[] calldata recipients) external payable {
        require(recipients.length > 0, "Splitter: no recipients");
        require(msg.value % recipients.length == 0, "Splitter: value not divisible");
        uint256 share = msg.value / recipients.length;
        for (uint256 i = 0; i < recipients.length; i++) {
            (bool ok, ) = recipients[i].call{value: share}("");
            require(ok, "Splitter: payment failed");
        }
        emit Split(msg.sender, msg.value, recipients.length);
    }
}
