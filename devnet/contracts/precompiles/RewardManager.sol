// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {AllowList} from "./AllowList.sol";

/// At 0x0200000000000000000000000000000000000004 (IRewardManager). Starts as subnet-evm does without
/// an initial reward config: fees go to the black-hole address, block producers' recipients not allowed.
contract RewardManager is AllowList {
    address private constant BLACKHOLE = 0x0100000000000000000000000000000000000000;

    address private rewardAddress;
    bool private rewardAddressSet;
    bool private feeRecipientsAllowed;

    event RewardAddressChanged(address indexed sender, address indexed oldRewardAddress, address indexed newRewardAddress);
    event FeeRecipientsAllowed(address indexed sender);
    event RewardsDisabled(address indexed sender);

    function setRewardAddress(address addr) external onlyEnabled {
        address old = currentRewardAddress();
        rewardAddress = addr;
        rewardAddressSet = true;
        feeRecipientsAllowed = false;
        emit RewardAddressChanged(msg.sender, old, addr);
    }

    function allowFeeRecipients() external onlyEnabled {
        feeRecipientsAllowed = true;
        emit FeeRecipientsAllowed(msg.sender);
    }

    function disableRewards() external onlyEnabled {
        rewardAddress = BLACKHOLE;
        rewardAddressSet = true;
        feeRecipientsAllowed = false;
        emit RewardsDisabled(msg.sender);
    }

    function currentRewardAddress() public view returns (address) {
        return rewardAddressSet ? rewardAddress : BLACKHOLE;
    }

    function areFeeRecipientsAllowed() external view returns (bool isAllowed) {
        return feeRecipientsAllowed;
    }
}
