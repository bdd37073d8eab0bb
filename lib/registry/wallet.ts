// Wallet endpoint of an asset VM, /ext/bc/{chain}/wallet (spec "Wallet endpoint", facts §5).
import { z } from 'zod';
import { defineMethod } from './define';
import { spendOptions, u64Param, userPass } from '@/lib/schemas/common';
import { issueTxParams, txIDResult } from '@/lib/schemas/chain-api';

const service = 'wallet' as const;
const keystoreBased = {
  cache: 'never',
  nodeSpecific: true,
  changesState: true,
  deprecated: { since: 'v1.9.12', note: 'sign txs in a wallet (avalanchejs) and send them with issueTx' },
  removedIn: 'v1.12.2',
} as const;
const sendResult = z.object({ txID: z.string(), changeAddr: z.string() });

export const wallet = {
  issueTx: defineMethod({
    method: 'wallet.issueTx',
    service,
    cache: 'never',
    params: issueTxParams,
    result: txIDResult,
    changesState: true,
    summary: "Issue a signed tx and assume it will be accepted (updates the wallet's UTXO view).",
  }),
  send: defineMethod({
    method: 'wallet.send',
    service,
    params: z.object({
      amount: u64Param,
      assetID: z.string(),
      to: z.string(),
      memo: z.string().optional(),
      ...spendOptions,
      ...userPass,
    }),
    result: sendResult,
    ...keystoreBased,
    summary: 'Send from a keystore user, chaining on unaccepted txs.',
    example: { assetID: 'AVAX' },
  }),
  sendMultiple: defineMethod({
    method: 'wallet.sendMultiple',
    service,
    params: z.object({
      outputs: z.array(z.object({ assetID: z.string(), amount: u64Param, to: z.string() })),
      memo: z.string().optional(),
      ...spendOptions,
      ...userPass,
    }),
    result: sendResult,
    ...keystoreBased,
    summary: 'Send several outputs from a keystore user.',
  }),
};
