// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {AllowList} from "./AllowList.sol";

/// At 0x0200000000000000000000000000000000000001 (INativeMinter). The real precompile adds to the
/// recipient's balance; this stand-in pays from the reserve the devnet gives it at activation.
contract NativeMinter is AllowList {
    event NativeCoinMinted(address indexed sender, address indexed recipient, uint256 amount);

    function mintNativeCoin(address addr, uint256 amount) external onlyEnabled {
        emit NativeCoinMinted(msg.sender, addr, amount);
        (bool ok, ) = payable(addr).call{value: amount}("");
        require(ok, "mint failed");
    }
}
