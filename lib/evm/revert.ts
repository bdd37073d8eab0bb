// Why a call reverted, from its return data: Error(string), Panic(uint256), a custom error of a
// known ABI (OpenZeppelin's token errors, ERC-1155's), else the raw data. Strings are display text.
import { decodeErrorResult, type Hex } from 'viem';
import { abiIndex, candidates } from './abi-index';
import { displayText } from './text';
import type { RevertReason } from './types';
import { decodedArgs, signatureOf } from './values';

const ERROR_SELECTOR = '0x08c379a0';
const PANIC_SELECTOR = '0x4e487b71';

/** Solidity's panic codes. */
const PANICS: Record<number, string> = {
  0x00: 'generic compiler panic',
  0x01: 'assertion failed',
  0x11: 'arithmetic overflow or underflow',
  0x12: 'division or modulo by zero',
  0x21: 'conversion to an invalid enum value',
  0x22: 'incorrectly encoded storage byte array',
  0x31: 'pop() on an empty array',
  0x32: 'array index out of bounds',
  0x41: 'too much memory allocated',
  0x51: 'call to an uninitialized internal function',
};

export function panicMeaning(code: bigint): string {
  return code <= 0xffn ? (PANICS[Number(code)] ?? 'unknown panic code') : 'unknown panic code';
}

export function decodeRevert(data: Hex | string | null | undefined, address?: string | null): RevertReason {
  if (!data || data === '0x') return { kind: 'empty' };
  const hex = data.toLowerCase() as Hex;
  if (!/^0x([0-9a-f]{2})*$/.test(hex)) return { kind: 'unknown', data: '0x' };
  const selector = hex.slice(0, 10);
  if (selector === ERROR_SELECTOR || selector === PANIC_SELECTOR) {
    try {
      const r = decodeErrorResult({ data: hex });
      if (r.errorName === 'Error') return { kind: 'error', message: displayText(String(r.args?.[0] ?? ''), 1024) };
      const code = BigInt(r.args?.[0] as bigint);
      return { kind: 'panic', code, meaning: panicMeaning(code) };
    } catch {
      return { kind: 'unknown', data: hex };
    }
  }
  for (const c of candidates(abiIndex().errors.get(selector), address)) {
    try {
      const r = decodeErrorResult({ abi: [c.item], data: hex });
      return {
        kind: 'custom',
        name: c.item.name,
        signature: signatureOf(c.item),
        args: decodedArgs(c.item.inputs, r.args),
        abi: c.known ? c.source.name : null,
      };
    } catch {
      // Another layout under the same selector.
    }
  }
  return { kind: 'unknown', data: hex };
}

/** A node's plain revert text (a trace's revertReason) as a reason. */
export function revertFromText(text: string | null | undefined): RevertReason | null {
  return text ? { kind: 'error', message: displayText(text, 1024) } : null;
}
