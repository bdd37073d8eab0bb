// Text formats of the EVM JSON-RPC (geth): hex quantities, data, hashes and addresses. Shared by the
// registry's eth entries and the API console, which names each format in its forms.
import { z } from 'zod';
import './zod-config';

const HEX_QUANTITY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/;
export const hexQuantity = z.string().regex(HEX_QUANTITY, 'expected 0x hex quantity');
export const hexData = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'expected 0x hex data');
export const hash32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'expected 32-byte 0x hash');
export const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected 0x address');

/** A quantity param: bigint / safe integer / 0x string in, 0x string out (geth reads hex quantities). */
export const quantityParam = z
  .union([z.bigint(), z.number().int().nonnegative(), hexQuantity])
  .transform((v) => (typeof v === 'string' ? v : `0x${v.toString(16)}`));
