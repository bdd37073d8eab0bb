// Wallet endpoint of an asset VM, /ext/bc/{chain}/wallet (spec "Wallet endpoint", facts §5).
import { z } from 'zod';
import { defineMethod } from './define';
import {
  issueTxParams,
  keystoreSendMultipleParams,
  keystoreSendParams,
  keystoreSpend,
  txIDResult,
} from '@/lib/schemas/chain-api';

const service = 'wallet' as const;
const keystoreBased = { ...keystoreSpend, changesState: true } as const;
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
    params: keystoreSendParams,
    result: sendResult,
    ...keystoreBased,
    summary: 'Send from a keystore user, chaining on unaccepted txs.',
    example: { assetID: 'AVAX' },
  }),
  sendMultiple: defineMethod({
    method: 'wallet.sendMultiple',
    service,
    params: keystoreSendMultipleParams,
    result: sendResult,
    ...keystoreBased,
    summary: 'Send several outputs from a keystore user.',
  }),
};
