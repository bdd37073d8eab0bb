// Avalanche's stateful precompiles on the devnet's subnet-evm chains. EDR cannot host native
// precompiles, so contracts implementing subnet-evm's interfaces and events (devnet/contracts/
// precompiles) are placed at the precompile addresses when the chain config activates them, with the
// configured roles (and the fee config) written into their storage. Warp (…05) is not placed here.
import { encodeAbiParameters, encodeFunctionData, keccak256, pad, toHex, type Hex } from 'viem';
import { PRECOMPILES } from '@/lib/codec/abis/precompiles';
import { ARTIFACTS, type ContractName } from './contracts';

/** The contract placed for each precompile config key (named as lib/codec's precompile list names it). */
const PLACED: Record<string, ContractName> = {
  contractDeployerAllowListConfig: 'ContractDeployerAllowList',
  contractNativeMinterConfig: 'NativeMinter',
  txAllowListConfig: 'TxAllowList',
  feeManagerConfig: 'FeeManager',
  rewardManagerConfig: 'RewardManager',
};

/** The precompile's fixed address, from the list the explorer decodes calls with. */
function addressOf(contract: ContractName): Hex {
  const p = PRECOMPILES.find((x) => x.name === contract);
  if (!p) throw new Error(`${contract} is not a precompile`);
  return p.address;
}

export const TX_ALLOW_LIST_ADDRESS = addressOf('TxAllowList');
export const DEPLOYER_ALLOW_LIST_ADDRESS = addressOf('ContractDeployerAllowList');
export const NATIVE_MINTER_ADDRESS = addressOf('NativeMinter');

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
  const contract = PLACED[p.key];
  if (!contract) return undefined;
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
    address: addressOf(contract),
    code: ARTIFACTS[contract].deployedBytecode,
    storage,
    ...(p.key === 'contractNativeMinterConfig' ? { balance: MINTER_RESERVE } : {}),
  };
}

/** Calldata of `readAllowList(addr)` on an allow-list precompile. */
export const readAllowListCall = (addr: Hex): Hex =>
  encodeFunctionData({ abi: ARTIFACTS.TxAllowList.abi, functionName: 'readAllowList', args: [addr] });
