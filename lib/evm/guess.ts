// A guessed argument layout for ABI data no known signature covers (abi-guesser), decoded by viem.
// Callers mark what comes out of here as guessed.
import { guessAbiEncodedData, guessFragment } from '@openchainxyz/abi-guesser';
import { decodeAbiParameters, parseAbiParameters, type AbiParameter, type Hex } from 'viem';
import { decodedArgs } from './values';
import type { DecodedArg } from './types';

/** The guesser spends time on each word; past this size a guess is not worth it. */
const MAX_GUESS_BYTES = 16 * 1024;

function decodeAs(types: string[], data: Hex): { types: string[]; args: DecodedArg[] } | null {
  if (types.length === 0) return null;
  try {
    const params = parseAbiParameters(types.join(', ')) as readonly AbiParameter[];
    const values = decodeAbiParameters(params, data);
    return { types, args: decodedArgs(params, values) };
  } catch {
    return null;
  }
}

/** Types of calldata after its selector, guessed; null when no layout fits. */
export function guessCallArgs(calldata: Hex): { types: string[]; args: DecodedArg[] } | null {
  if (calldata.length > 2 + 2 * MAX_GUESS_BYTES) return null;
  try {
    const f = guessFragment(calldata);
    if (!f) return null;
    return decodeAs(
      f.inputs.map((p) => p.format('sighash')),
      `0x${calldata.slice(10)}`,
    );
  } catch {
    return null;
  }
}

/** Types of bare ABI data (a log's data, a custom error's arguments), guessed; null when none fits. */
export function guessDataArgs(data: Hex): { types: string[]; args: DecodedArg[] } | null {
  if (data.length <= 2 || data.length > 2 + 2 * MAX_GUESS_BYTES) return null;
  try {
    const params = guessAbiEncodedData(data);
    if (!params) return null;
    return decodeAs(
      params.map((p) => p.format('sighash')),
      data,
    );
  } catch {
    return null;
  }
}
