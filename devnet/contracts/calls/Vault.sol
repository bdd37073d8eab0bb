// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// A per-owner vault: takes AVAX from anyone, pays out to its owner only.
contract Vault {
    address public immutable owner;

    event Received(address indexed from, uint256 amount);
    event Withdrawn(address indexed to, uint256 amount);

    error NotOwner(address caller);

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {
        emit Received(msg.sender, msg.value);
    }

    function withdraw(uint256 amount) external {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        require(amount <= address(this).balance, "Vault: amount exceeds balance");
        emit Withdrawn(owner, amount);
        (bool ok, ) = payable(owner).call{value: amount}("");
        require(ok, "Vault: transfer failed");
    }
}
