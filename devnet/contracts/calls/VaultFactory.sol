// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Vault} from "./Vault.sol";

/// Creates one Vault per caller and salt with CREATE2, so vault addresses are predictable.
contract VaultFactory {
    event VaultCreated(address indexed owner, address vault, bytes32 salt);

    function create(bytes32 salt) external returns (address vault) {
        vault = address(new Vault{salt: salt}(msg.sender));
        emit VaultCreated(msg.sender, vault, salt);
    }
}
