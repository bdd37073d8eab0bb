// The text formats a console form names (placeholder and hint), known by the schema that checks them.
import type { z } from 'zod';
import {
  bech32Address,
  cb58Id,
  chainAddress,
  hexBytes,
  nodeID,
  rfc3339,
  u16Param,
  u32Param,
  u64Param,
  u8Param,
} from '@/lib/schemas/common';
import { evmAddress, hash32, hexData, hexQuantity, quantityParam } from '@/lib/schemas/evm';

export const TEXT_FORMATS = {
  text: 'text',
  number: 'a number',
  cb58: 'cb58 id',
  nodeID: 'NodeID-…',
  chainAddress: 'X-…, P-… or C-… address',
  bech32Address: 'bech32 address (local1…, avax1…)',
  hexBytes: '0x-prefixed hex (with checksum where the node asks for one)',
  rfc3339: 'RFC 3339 time, e.g. 2024-07-15T12:00:00Z',
  uint: 'whole number',
  evmAddress: '0x address (20 bytes)',
  hash32: '0x hash (32 bytes)',
  hexData: '0x hex data',
  quantity: 'number, or 0x hex',
} as const;

export type TextFormat = keyof typeof TEXT_FORMATS;

// Keyed by the schema's definition, which a described copy (`evmAddress.describe('address')`) shares.
const defOf = (s: z.ZodType): object => (s as unknown as { _zod: { def: object } })._zod.def;
const KNOWN = new Map<object, TextFormat>(
  (
    [
      [cb58Id, 'cb58'],
      [nodeID, 'nodeID'],
      [chainAddress, 'chainAddress'],
      [bech32Address, 'bech32Address'],
      [hexBytes, 'hexBytes'],
      [rfc3339, 'rfc3339'],
      [u64Param, 'uint'],
      [u32Param, 'uint'],
      [u16Param, 'uint'],
      [u8Param, 'uint'],
      [evmAddress, 'evmAddress'],
      [hash32, 'hash32'],
      [hexData, 'hexData'],
      [hexQuantity, 'quantity'],
      [quantityParam, 'quantity'],
    ] as const
  ).map(([schema, format]) => [defOf(schema), format]),
);

/** The named format `schema` checks, if it is one of the building blocks above. */
export function formatOf(schema: z.ZodType): TextFormat | undefined {
  return KNOWN.get(defOf(schema));
}
