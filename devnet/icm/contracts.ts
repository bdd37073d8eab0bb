// The ICM contracts every devnet EVM chain carries from its first block, at fixed addresses: the Warp
// precompile's stand-in, the messenger (at Teleporter's universal address) and a receiver dapp.
import type { Hex } from 'viem';
import warpArtifact from '@/devnet/contracts/artifacts/icm/WarpPrecompile.sol/WarpPrecompile.json' with { type: 'json' };
import messengerArtifact from '@/devnet/contracts/artifacts/icm/IcmMessenger.sol/IcmMessenger.json' with { type: 'json' };
import receiverArtifact from '@/devnet/contracts/artifacts/icm/IcmReceiver.sol/IcmReceiver.json' with { type: 'json' };
import { WARP_PRECOMPILE_ADDRESS } from '@/lib/codec/abis/warp';

export { WARP_PRECOMPILE_ADDRESS };
export const ICM_MESSENGER_ADDRESS = '0x253b2784c75e510dD0fF1da844684a1aC0aa5fcf' as const;
export const ICM_RECEIVER_ADDRESS = '0x1c31000000000000000000000000000000000001' as const;

export const ICM_CODE: readonly { address: Hex; code: Hex }[] = [
  { address: WARP_PRECOMPILE_ADDRESS, code: warpArtifact.deployedBytecode as Hex },
  { address: ICM_MESSENGER_ADDRESS, code: messengerArtifact.deployedBytecode as Hex },
  { address: ICM_RECEIVER_ADDRESS, code: receiverArtifact.deployedBytecode as Hex },
];

/** IcmReceiver.greet: sends `message` through the messenger (the receiver is the origin sender). */
export const icmReceiverGreetAbi = [
  {
    type: 'function',
    name: 'greet',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'destinationBlockchainID', type: 'bytes32' },
      { name: 'destinationAddress', type: 'address' },
      { name: 'message', type: 'bytes' },
      { name: 'requiredGasLimit', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bytes32' }],
  },
] as const;
