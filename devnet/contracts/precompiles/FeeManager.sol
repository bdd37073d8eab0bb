// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {AllowList} from "./AllowList.sol";

/// At 0x0200000000000000000000000000000000000003 (IFeeManager). The devnet writes the chain's fee
/// config into slots 1-8 at activation.
contract FeeManager is AllowList {
    struct FeeConfig {
        uint256 gasLimit;
        uint256 targetBlockRate;
        uint256 minBaseFee;
        uint256 targetGas;
        uint256 baseFeeChangeDenominator;
        uint256 minBlockGasCost;
        uint256 maxBlockGasCost;
        uint256 blockGasCostStep;
    }

    FeeConfig private config;
    uint256 private lastChangedAt;

    event FeeConfigChanged(address indexed sender, FeeConfig oldFeeConfig, FeeConfig newFeeConfig);

    function setFeeConfig(
        uint256 gasLimit,
        uint256 targetBlockRate,
        uint256 minBaseFee,
        uint256 targetGas,
        uint256 baseFeeChangeDenominator,
        uint256 minBlockGasCost,
        uint256 maxBlockGasCost,
        uint256 blockGasCostStep
    ) external onlyEnabled {
        FeeConfig memory old = config;
        config = FeeConfig(
            gasLimit,
            targetBlockRate,
            minBaseFee,
            targetGas,
            baseFeeChangeDenominator,
            minBlockGasCost,
            maxBlockGasCost,
            blockGasCostStep
        );
        lastChangedAt = block.number;
        emit FeeConfigChanged(msg.sender, old, config);
    }

    /// Returns FeeConfig's eight fields, in its order (IFeeManager names them as the struct does).
    function getFeeConfig()
        external
        view
        returns (uint256, uint256, uint256, uint256, uint256, uint256, uint256, uint256)
    {
        FeeConfig memory c = config;
        return (
            c.gasLimit,
            c.targetBlockRate,
            c.minBaseFee,
            c.targetGas,
            c.baseFeeChangeDenominator,
            c.minBlockGasCost,
            c.maxBlockGasCost,
            c.blockGasCostStep
        );
    }

    function getFeeConfigLastChangedAt() external view returns (uint256 blockNumber) {
        return lastChangedAt;
    }
}
