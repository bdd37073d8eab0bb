// Request/reply shapes the X-chain and P-chain APIs share (AvalancheGo `api` package types).
import { z } from 'zod';
import {
  cb58Id,
  encodedOrJson,
  encodingOrJsonParam,
  encodingParam,
  hexBytes,
  spendOptions,
  u32Param,
  u64,
  u64Param,
  userPass,
} from './common';

export const getTxParams = z.object({ txID: cb58Id, encoding: encodingOrJsonParam.optional() });
export const getTxResult = z.object({ tx: encodedOrJson, encoding: z.string() });

export const getBlockParams = z.object({ blockID: cb58Id, encoding: encodingOrJsonParam.optional() });
export const getBlockByHeightParams = z.object({ height: u64Param, encoding: encodingOrJsonParam.optional() });
export const getBlockResult = z.object({ block: encodedOrJson, encoding: z.string() });

export const issueTxParams = z.object({ tx: hexBytes, encoding: encodingParam.optional() });
export const txIDResult = z.object({ txID: cb58Id });

export const heightResult = z.object({ height: u64 });

/** Pagination cursor of getUTXOs. */
const utxoCursor = z.object({ address: z.string(), utxo: z.string() });

export const getUTXOsParams = z.object({
  addresses: z.array(z.string()),
  sourceChain: z.string().optional(),
  limit: u32Param.optional(),
  startIndex: utxoCursor.optional(),
  encoding: encodingParam.optional(),
});
export const getUTXOsResult = z.object({
  numFetched: u64,
  utxos: z
    .array(hexBytes)
    .nullish()
    .transform((v) => v ?? []),
  endIndex: utxoCursor,
  sourceChain: z.string().optional(),
  encoding: z.string(),
});

export const statusResult = z.object({ status: z.string(), reason: z.string().optional() });

/** The X-Chain's keystore spends (avm.* and wallet.*): keys held on the node, gone since v1.12.2. */
export const keystoreSpend = {
  cache: 'never',
  nodeSpecific: true,
  deprecated: { since: 'v1.9.12', replacement: 'txs signed in a wallet (avalanchejs) and sent with issueTx' },
  removedIn: 'v1.12.2',
} as const;

/** `send`: one output from a keystore user. */
export const keystoreSendParams = z.object({
  amount: u64Param,
  assetID: z.string(),
  to: z.string(),
  memo: z.string().optional(),
  ...spendOptions,
  ...userPass,
});

/** `sendMultiple`: several outputs from a keystore user. */
export const keystoreSendMultipleParams = z.object({
  outputs: z.array(z.object({ assetID: z.string(), amount: u64Param, to: z.string() })),
  memo: z.string().optional(),
  ...spendOptions,
  ...userPass,
});
