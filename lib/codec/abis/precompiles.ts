// Avalanche's stateful precompiles (subnet-evm / coreth), at their fixed addresses, written from their
// Solidity interfaces. Each allow list precompile shares the allow list's methods and RoleSet event.
import { parseAbi, type Abi, type Hex } from 'viem';

const allowList = [
  'event RoleSet(uint256 indexed role, address indexed account, address indexed sender, uint256 oldRole)',
  'function setAdmin(address addr)',
  'function setEnabled(address addr)',
  'function setManager(address addr)',
  'function setNone(address addr)',
  'function readAllowList(address addr) view returns (uint256 role)',
] as const;

const allowListAbi = parseAbi(allowList);

export const nativeMinterAbi = parseAbi([
  ...allowList,
  'event NativeCoinMinted(address indexed sender, address indexed recipient, uint256 amount)',
  'function mintNativeCoin(address addr, uint256 amount)',
]);

const feeConfig =
  '(uint256 gasLimit, uint256 targetBlockRate, uint256 minBaseFee, uint256 targetGas, uint256 baseFeeChangeDenominator, uint256 minBlockGasCost, uint256 maxBlockGasCost, uint256 blockGasCostStep)';

const feeManagerAbi = parseAbi([
  ...allowList,
  `event FeeConfigChanged(address indexed sender, ${feeConfig} oldFeeConfig, ${feeConfig} newFeeConfig)`,
  'function setFeeConfig(uint256 gasLimit, uint256 targetBlockRate, uint256 minBaseFee, uint256 targetGas, uint256 baseFeeChangeDenominator, uint256 minBlockGasCost, uint256 maxBlockGasCost, uint256 blockGasCostStep)',
  'function getFeeConfig() view returns (uint256 gasLimit, uint256 targetBlockRate, uint256 minBaseFee, uint256 targetGas, uint256 baseFeeChangeDenominator, uint256 minBlockGasCost, uint256 maxBlockGasCost, uint256 blockGasCostStep)',
  'function getFeeConfigLastChangedAt() view returns (uint256 blockNumber)',
]);

const rewardManagerAbi = parseAbi([
  ...allowList,
  'event RewardAddressChanged(address indexed sender, address indexed oldRewardAddress, address indexed newRewardAddress)',
  'event FeeRecipientsAllowed(address indexed sender)',
  'event RewardsDisabled(address indexed sender)',
  'function setRewardAddress(address addr)',
  'function allowFeeRecipients()',
  'function disableRewards()',
  'function currentRewardAddress() view returns (address rewardAddress)',
  'function areFeeRecipientsAllowed() view returns (bool isAllowed)',
]);

export interface Precompile {
  address: Hex;
  name: string;
  abi: Abi;
}

/** The precompiles by their addresses (lowercase). */
export const PRECOMPILES: readonly Precompile[] = [
  { address: '0x0200000000000000000000000000000000000000', name: 'ContractDeployerAllowList', abi: allowListAbi },
  { address: '0x0200000000000000000000000000000000000001', name: 'NativeMinter', abi: nativeMinterAbi },
  { address: '0x0200000000000000000000000000000000000002', name: 'TxAllowList', abi: allowListAbi },
  { address: '0x0200000000000000000000000000000000000003', name: 'FeeManager', abi: feeManagerAbi },
  { address: '0x0200000000000000000000000000000000000004', name: 'RewardManager', abi: rewardManagerAbi },
];
