// Static asset-VM API, /ext/vm/avm (spec "Static asset-VM API"). No longer documented at HEAD (facts §11).
import { z } from 'zod';
import { defineService } from './define';
import { encodingParam, hexBytes, u32Param, u64Param } from '@/lib/schemas/common';

const minterSet = z.object({ minters: z.array(z.string()), threshold: u32Param });

/** One asset of the genesis description; initial-state kinds the spec leaves unshaped stay open. */
const genesisAsset = z.object({
  name: z.string(),
  symbol: z.string().optional(),
  denomination: u32Param.optional(),
  memo: z.string().optional(),
  initialState: z.object({
    fixedCap: z.array(z.object({ amount: u64Param, address: z.string() })).optional(),
    variableCap: z.array(minterSet).optional(),
    limitedTransfer: z.array(z.unknown()).optional(),
    nonFungible: z.array(z.unknown()).optional(),
  }),
});

export const avmStatic = defineService('avmStatic', 'avm.', {
  buildGenesis: {
    cache: 'immutable',
    params: z.object({
      networkID: u32Param,
      genesisData: z.record(z.string(), genesisAsset),
      encoding: encodingParam.optional(),
    }),
    result: z.object({ bytes: hexBytes, encoding: z.string() }),
    deprecated: { since: 'v1.13.0', note: 'no longer documented' },
    summary: 'Build X-chain genesis bytes from a JSON description.',
    // The documentation's example: one fixed-cap asset held by the local network's ewoq address.
    example: {
      networkID: 12345,
      genesisData: {
        asset1: {
          name: 'Snowline Example Token',
          symbol: 'SNOW',
          denomination: 9,
          initialState: { fixedCap: [{ amount: 100000, address: 'local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u' }] },
        },
      },
      encoding: 'hex',
    },
  },
});
