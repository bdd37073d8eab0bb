// A call's input decoded: by a known ABI (ERC-20/721/1155, WAVAX, precompiles); else by a signature
// found offline when the contract's bytecode dispatches on that selector; else a guessed layout,
// marked guessed. Nothing here calls the node.
import { decodeFunctionData, type Hex } from 'viem';
import { abiIndex, candidates } from './abi-index';
import type { BytecodeFacts } from './bytecode';
import { guessCallArgs } from './guess';
import type { DecodedArg, DecodedCall, TokenStandard } from './types';
import { decodedArgs, signatureOf } from './values';

export interface DecodeContext {
  /** The contract called or logging (binds precompile ABIs to their addresses). */
  address?: string | null;
  /** The contract's own code, read with bytecodeFacts(); confirms selectors and picks its standard. */
  bytecode?: BytecodeFacts | null;
  /** The token standard the store knows for the contract (ERC-20 and ERC-721 share selectors). */
  standard?: TokenStandard | null;
}

function rawArg(data: Hex): DecodedArg[] {
  return data.length > 2 ? [{ name: null, type: 'bytes', value: { kind: 'bytes', value: data } }] : [];
}

/** Null for no input (a plain transfer). */
export function decodeCall(input: Hex | string | null | undefined, ctx: DecodeContext = {}): DecodedCall | null {
  if (!input || input === '0x') return null;
  const data = input.toLowerCase() as Hex;
  const selector = data.slice(0, 10) as Hex;
  const inBytecode = ctx.bytecode && ctx.bytecode.selectors.size > 0 ? ctx.bytecode.selectors.has(selector) : null;
  if (data.length < 10) {
    return { selector: data, name: null, signature: data, args: [], how: 'raw', abi: null, inBytecode: null };
  }
  const prefer = ctx.standard ?? ctx.bytecode?.standard ?? null;
  for (const c of candidates(abiIndex().functions.get(selector), ctx.address, prefer)) {
    // A signature name is only offered for a selector the contract is seen to carry (or unseen code).
    if (!c.known && inBytecode === false) continue;
    try {
      const { args } = decodeFunctionData({ abi: [c.item], data });
      return {
        selector,
        name: c.item.name,
        signature: signatureOf(c.item),
        args: decodedArgs(c.item.inputs, args),
        how: c.known ? 'known-abi' : 'signature',
        abi: c.known ? c.source.name : null,
        inBytecode,
      };
    } catch {
      // Same selector, data of another shape: try the next candidate.
    }
  }
  const guess = guessCallArgs(data);
  if (guess) {
    return {
      selector,
      name: null,
      signature: `${selector}(${guess.types.join(',')})`,
      args: guess.args,
      how: 'guessed',
      abi: null,
      inBytecode,
    };
  }
  const rest = `0x${data.slice(10)}` as Hex;
  return { selector, name: null, signature: selector, args: rawArg(rest), how: 'raw', abi: null, inBytecode };
}
