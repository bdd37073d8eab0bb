// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Burnable} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Burnable.sol";

/// An 18-decimal token with a fixed supply minted to the deployer; holders may burn.
contract GlacierToken is ERC20, ERC20Burnable {
    constructor(uint256 initialSupply) ERC20("Glacier", "GLCR") {
        _mint(msg.sender, initialSupply);
    }
}
