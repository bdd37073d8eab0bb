// Revert data as a contract's `revert("…")` / `require(…, "…")` returns it, for the tests of revert readers.
import { encodeErrorResult, parseAbi, type Hex } from 'viem';

const errorString = parseAbi(['error Error(string)']);

/** Error(string) revert data carrying `reason`. */
export const revertData = (reason: string): Hex =>
  encodeErrorResult({ abi: errorString, errorName: 'Error', args: [reason] });
