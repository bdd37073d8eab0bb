// Token metadata (name, symbol, decimals) for the tokens a tx moved: one read per distinct token,
// eth_call at the tx's block (cacheable forever through the node path). Text is cleaned to labels.
import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex, type PublicClient } from 'viem';
import { labelText } from './text';
import type { TokenMeta, TokenStandard } from './types';

export type TokenMetaReader = (
  tokens: ReadonlyMap<Hex, TokenStandard>,
  blockNumber: bigint,
) => Promise<Map<string, TokenMeta>>;

const FIELDS = ['name', 'symbol', 'decimals'] as const;

/** An ABI `string` (or an old token's bytes32) as a label; null when it is neither. */
export function tokenText(hex: Hex | string | null | undefined): string | null {
  if (!hex || hex.length <= 2) return null;
  try {
    return labelText(decodeFunctionResult({ abi: erc20Abi, functionName: 'name', data: hex as Hex }));
  } catch {
    if (hex.length !== 66) return null;
    const bytes = Buffer.from(hex.slice(2), 'hex');
    const end = bytes.indexOf(0);
    return labelText(bytes.subarray(0, end < 0 ? 32 : end).toString('utf8'));
  }
}

/** A decimals answer; null unless it is a uint8-sized word. */
export function tokenDecimals(hex: Hex | string | null | undefined): number | null {
  if (!hex || !/^0x[0-9a-fA-F]{64}$/.test(hex)) return null;
  const v = BigInt(hex);
  return v <= 77n ? Number(v) : null;
}

export function nodeTokenMeta(evm: PublicClient): TokenMetaReader {
  return async (tokens, blockNumber) => {
    const entries = await Promise.all(
      [...tokens].map(async ([address, standard]) => {
        const [name, symbol, decimals] = await Promise.all(
          FIELDS.map((f) =>
            f === 'decimals' && standard !== 'erc20'
              ? null
              : evm
                  .call({ to: address, data: encodeFunctionData({ abi: erc20Abi, functionName: f }), blockNumber })
                  .then((r) => r.data ?? null)
                  .catch(() => null),
          ),
        );
        const meta: TokenMeta = {
          address,
          standard,
          name: tokenText(name),
          symbol: tokenText(symbol),
          decimals: tokenDecimals(decimals),
        };
        return [address, meta] as const;
      }),
    );
    return new Map(entries);
  };
}
