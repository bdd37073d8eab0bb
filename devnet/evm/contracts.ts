// The compiled devnet contracts (devnet/contracts/*.sol, artifacts committed by
// scripts/compile-contracts.mjs): ABI, creation code and runtime code, by contract name.
import type { Abi, Hex } from 'viem';
import counter from '../contracts/artifacts/calls/Counter.sol/Counter.json' with { type: 'json' };
import counterProxy from '../contracts/artifacts/calls/CounterProxy.sol/CounterProxy.json' with { type: 'json' };
import splitter from '../contracts/artifacts/calls/Splitter.sol/Splitter.json' with { type: 'json' };
import vault from '../contracts/artifacts/calls/Vault.sol/Vault.json' with { type: 'json' };
import vaultFactory from '../contracts/artifacts/calls/VaultFactory.sol/VaultFactory.json' with { type: 'json' };
import glacierToken from '../contracts/artifacts/tokens/GlacierToken.sol/GlacierToken.json' with { type: 'json' };
import snowPeaks from '../contracts/artifacts/tokens/SnowPeaks.sol/SnowPeaks.json' with { type: 'json' };
import snowUsd from '../contracts/artifacts/tokens/SnowUSD.sol/SnowUSD.json' with { type: 'json' };
import snowlineItems from '../contracts/artifacts/tokens/SnowlineItems.sol/SnowlineItems.json' with { type: 'json' };
import wrappedAvax from '../contracts/artifacts/tokens/WrappedAvax.sol/WrappedAvax.json' with { type: 'json' };
import deployerAllowList from '../contracts/artifacts/precompiles/ContractDeployerAllowList.sol/ContractDeployerAllowList.json' with { type: 'json' };
import feeManager from '../contracts/artifacts/precompiles/FeeManager.sol/FeeManager.json' with { type: 'json' };
import nativeMinter from '../contracts/artifacts/precompiles/NativeMinter.sol/NativeMinter.json' with { type: 'json' };
import rewardManager from '../contracts/artifacts/precompiles/RewardManager.sol/RewardManager.json' with { type: 'json' };
import txAllowList from '../contracts/artifacts/precompiles/TxAllowList.sol/TxAllowList.json' with { type: 'json' };

export interface ContractArtifact {
  contractName: string;
  abi: Abi;
  bytecode: Hex;
  deployedBytecode: Hex;
}

const artifact = (a: { contractName: string; abi: unknown; bytecode: string; deployedBytecode: string }) =>
  a as ContractArtifact;

export const ARTIFACTS = {
  SnowUSD: artifact(snowUsd),
  GlacierToken: artifact(glacierToken),
  WrappedAvax: artifact(wrappedAvax),
  SnowPeaks: artifact(snowPeaks),
  SnowlineItems: artifact(snowlineItems),
  Splitter: artifact(splitter),
  Vault: artifact(vault),
  VaultFactory: artifact(vaultFactory),
  Counter: artifact(counter),
  CounterProxy: artifact(counterProxy),
  ContractDeployerAllowList: artifact(deployerAllowList),
  NativeMinter: artifact(nativeMinter),
  TxAllowList: artifact(txAllowList),
  FeeManager: artifact(feeManager),
  RewardManager: artifact(rewardManager),
} as const;

export type ContractName = keyof typeof ARTIFACTS;
