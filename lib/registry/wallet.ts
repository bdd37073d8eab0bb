// Wallet endpoint of an asset VM, /ext/bc/{chain}/wallet (spec "Wallet endpoint", facts §5).
import { z } from 'zod';
import { defineService } from './define';
import {
  issueTxParams,
  keystoreSendMultipleParams,
  keystoreSendParams,
  keystoreSpend,
  txIDResult,
} from '@/lib/schemas/chain-api';

const keystoreBased = { ...keystoreSpend, changesState: true } as const;
const sendResult = z.object({ txID: z.string(), changeAddr: z.string() });

export const wallet = defineService('wallet', 'wallet.', {
  issueTx: {
    cache: 'never',
    params: issueTxParams,
    result: txIDResult,
    changesState: true,
    summary: "Issue a signed tx and assume it will be accepted (updates the wallet's UTXO view).",
  },
  send: {
    params: keystoreSendParams,
    result: sendResult,
    ...keystoreBased,
    summary: 'Send from a keystore user, chaining on unaccepted txs.',
    example: { assetID: 'AVAX' },
  },
  sendMultiple: {
    params: keystoreSendMultipleParams,
    result: sendResult,
    ...keystoreBased,
    summary: 'Send several outputs from a keystore user.',
  },
});
