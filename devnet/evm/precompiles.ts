// Avalanche's stateful precompiles on the devnet's subnet-evm chains. EDR cannot host native
// precompiles, so contracts implementing subnet-evm's interfaces and events (devnet/contracts/
// precompiles) are placed at the precompile addresses when the chain config activates them, with the
// configured roles (and the fee config) written into their storage. Warp (…05) is not placed here.
import { encodeAbiParameters, encodeFunctionData, keccak256, pad, toHex, type Hex } from 'viem';
import { ARTIFACTS, type ContractName } from './contracts';

const PRECOMPILES: Record<string, { address: Hex; contract: ContractName }> = {
  contractDeployerAllowListConfig: {
    address: '0x0200000000000000000000000000000000000000',
    contract: 'ContractDeployerAllowList',
  },
  contractNativeMinterConfig: { address: '0x0200000000000000000000000000000000000001', contract: 'NativeMinter' },
  txAllowListConfig: { address: '0x0200000000000000000000000000000000000002', contract: 'TxAllowList' },
  feeManagerConfig: { address: '0x0200000000000000000000000000000000000003', contract: 'FeeManager' },
  rewardManagerConfig: { address: '0x0200000000000000000000000000000000000004', contract: 'RewardManager' },
};

export const TX_ALLOW_LIST_ADDRESS = PRECOMPILES.txAllowListConfig!.address;
export const DEPLOYER_ALLOW_LIST_ADDRESS = PRECOMPILES.contractDeployerAllowListConfig!.address;
export const NATIVE_MINTER_ADDRESS = PRECOMPILES.contractNativeMinterConfig!.address;

/** What the native minter stand-in pays mints from. */
const MINTER_RESERVE = 10n ** 27n;
const ROLE_FIELDS = { enabledAddresses: 1n, adminAddresses: 2n, managerAddresses: 3n } as const;

/** Storage slot of `roles[addr]` (the mapping at slot 0 of AllowList). */
const roleSlot = (addr: string): Hex =>
  keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [addr as Hex, 0n]));

/** One precompile to place: its address, runtime code, storage words and balance. */
export interface PrecompilePlacement {
  key: string;
  address: Hex;
  code: Hex;
  storage: [slot: Hex, value: Hex][];
  balance?: bigint;
}

/** The placement for a precompile config, or undefined for one the devnet does not place (warp). */
export function precompilePlacement(
  p: { key: string; fields: Record<string, unknown> },
  feeConfig: Record<string, number>,
): PrecompilePlacement | undefined {
  const known = PRECOMPILES[p.key];
  if (!known) return undefined;
  const storage: [Hex, Hex][] = [];
  for (const [field, role] of Object.entries(ROLE_FIELDS)) {
    const list = p.fields[field];
    if (Array.isArray(list)) for (const a of list as string[]) storage.push([roleSlot(a), pad(toHex(role))]);
  }
  if (p.key === 'feeManagerConfig') {
    // FeeConfig occupies slots 1-8 in IFeeManager's field order.
    const order = [
      'gasLimit',
      'targetBlockRate',
      'minBaseFee',
      'targetGas',
      'baseFeeChangeDenominator',
      'minBlockGasCost',
      'maxBlockGasCost',
      'blockGasCostStep',
    ];
    order.forEach((f, i) => storage.push([pad(toHex(i + 1)), pad(toHex(BigInt(feeConfig[f] ?? 0)))]));
  }
  return {
    key: p.key,
    address: known.address,
    code: ARTIFACTS[known.contract].deployedBytecode,
    storage,
    ...(p.key === 'contractNativeMinterConfig' ? { balance: MINTER_RESERVE } : {}),
  };
}

/** Calldata of `readAllowList(addr)` on an allow-list precompile. */
export const readAllowListCall = (addr: Hex): Hex =>
  encodeFunctionData({ abi: ARTIFACTS.TxAllowList.abi, functionName: 'readAllowList', args: [addr] });
