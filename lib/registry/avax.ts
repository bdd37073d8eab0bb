// The C-chain's atomic API (coreth plugin/evm/atomic/vm/api.go), a gorilla service at
// /ext/bc/{C or C-chain id}/avax: UTXOs exported to C, issuing ImportTx/ExportTx, and looking them up.
import { z } from 'zod';
import { defineService } from './define';
import { finalStatus, hasBlockHeight } from './cache-rules';
import { cb58Id, encodingParam, hexBytes, noParams, u64 } from '@/lib/schemas/common';
import { getUTXOsParams, getUTXOsResult, issueTxParams, txIDResult } from '@/lib/schemas/chain-api';

export const avax = defineService('avax', 'avax.', {
  getUTXOs: {
    cache: 'live',
    // Same shapes as avm.getUTXOs; coreth requires sourceChain (X or P) and `C-` addresses.
    params: getUTXOsParams.extend({ sourceChain: z.string() }),
    result: getUTXOsResult,
    summary: 'Atomic UTXOs exported to the C-chain from X or P, by C- address, paginated (max 1024).',
    example: { sourceChain: 'X', limit: 20, encoding: 'hex' },
  },
  issueTx: {
    cache: 'never',
    params: issueTxParams,
    result: txIDResult,
    changesState: true,
    summary: 'Issue a signed atomic ImportTx or ExportTx on the C-chain.',
  },
  getAtomicTx: {
    cache: 'immutable',
    settled: hasBlockHeight,
    params: z.object({ txID: cb58Id, encoding: encodingParam.optional() }),
    // blockHeight is only there once the tx is in an accepted block.
    result: z.object({ tx: hexBytes, encoding: z.string(), blockHeight: u64.optional() }),
    summary: 'A C-chain atomic tx by id, with the height of the block that accepted it.',
  },
  getAtomicTxStatus: {
    cache: 'immutable',
    settled: finalStatus,
    params: z.object({ txID: cb58Id }),
    result: z.object({ status: z.string(), blockHeight: u64.optional() }),
    summary: 'Accepted (with blockHeight) / Processing / Dropped / Unknown.',
  },
  version: {
    cache: 'static',
    params: noParams,
    result: z.object({ version: z.string() }),
    summary: 'Version of the C-chain VM (coreth).',
  },
});
