// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {AllowList} from "./AllowList.sol";

/// At 0x0200000000000000000000000000000000000000: who may deploy contracts.
contract ContractDeployerAllowList is AllowList {}
