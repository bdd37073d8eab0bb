// The ABIs Snowline knows by name, tried in order when a call, log or error is decoded. A token
// standard's hint puts its ABI first (ERC-20 and ERC-721 share Transfer and several selectors).
import { erc1155Abi, erc20Abi, erc721Abi, type Abi, type Hex } from 'viem';
import type { TokenStandard } from './types';
import { commonAbi, ozTokenErrorsAbi } from '@/lib/codec/abis/common';
import { icmMessengerAbi, icmReceiverAbi } from '@/lib/codec/abis/icm-messenger';
import { PRECOMPILES } from '@/lib/codec/abis/precompiles';
import { WARP_PRECOMPILE_ADDRESS, warpMessengerAbi } from '@/lib/codec/abis/warp';
import { wavaxAbi } from '@/lib/codec/abis/wavax';

export interface KnownAbi {
  name: string;
  abi: Abi;
  /** Only for calls to and logs from this address (precompiles). */
  address?: Hex;
  standard?: TokenStandard;
}

export const KNOWN_ABIS: readonly KnownAbi[] = [
  { name: 'ERC-20', abi: erc20Abi, standard: 'erc20' },
  { name: 'ERC-721', abi: erc721Abi, standard: 'erc721' },
  { name: 'ERC-1155', abi: erc1155Abi, standard: 'erc1155' },
  { name: 'WAVAX', abi: wavaxAbi },
  { name: 'OpenZeppelin', abi: ozTokenErrorsAbi },
  ...PRECOMPILES.map((p) => ({ name: p.name, abi: p.abi, address: p.address })),
  { name: 'Warp', abi: warpMessengerAbi, address: WARP_PRECOMPILE_ADDRESS },
  // The messenger's address differs per deployment: known by its selectors and topics wherever it is.
  { name: 'ICM messenger', abi: icmMessengerAbi },
  { name: 'ICM receiver', abi: icmReceiverAbi },
];

/** Signatures found offline (names for selectors in bytecode); not a known ABI on their own. */
export const SIGNATURE_ABIS: readonly KnownAbi[] = [{ name: 'common', abi: commonAbi }];
