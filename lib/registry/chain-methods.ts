// The methods the X-Chain and P-Chain APIs share (AvalancheGo's `api` package): their params,
// result and cache rule once. Each chain's table spreads one and adds its wire name and summary.
import { z } from 'zod';
import { finalStatus } from './cache-rules';
import { cb58Id, noParams } from '@/lib/schemas/common';
import {
  getBlockByHeightParams,
  getBlockParams,
  getBlockResult,
  getTxParams,
  getTxResult,
  getUTXOsParams,
  getUTXOsResult,
  heightResult,
  issueTxParams,
  statusResult,
  txIDResult,
} from '@/lib/schemas/chain-api';

export const chainMethods = {
  getHeight: { cache: 'live', params: noParams, result: heightResult },
  getBlock: { cache: 'immutable', params: getBlockParams, result: getBlockResult, example: { encoding: 'json' } },
  // The node answers only for accepted heights, and an accepted height never changes its block.
  getBlockByHeight: {
    cache: 'immutable',
    params: getBlockByHeightParams,
    result: getBlockResult,
    example: { height: 0, encoding: 'json' },
  },
  getTx: { cache: 'immutable', params: getTxParams, result: getTxResult, example: { encoding: 'json' } },
  getTxStatus: { cache: 'immutable', settled: finalStatus, params: z.object({ txID: cb58Id }), result: statusResult },
  issueTx: { cache: 'never', params: issueTxParams, result: txIDResult, changesState: true },
  getUTXOs: {
    cache: 'live',
    params: getUTXOsParams,
    result: getUTXOsResult,
    example: { limit: 20, encoding: 'hex' },
  },
} as const;
