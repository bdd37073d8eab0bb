// The C-Chain's (and subnet-evm's) `warp` namespace on /ext/bc/<chain>/rpc, served when the chain's
// warp-api-enabled is set (coreth warp/service.go). Deprecated in AvalancheGo v1.15: signatures are
// asked of validators over p2p (ACP-118), which a signature aggregator does.
import { z } from 'zod';
import { defineService } from './define';
import { cb58Id } from '@/lib/schemas/common';
import { hexData } from '@/lib/schemas/evm';

// Reads: one answer shared for a moment (an aggregate signature asks every validator).
const lifecycle = {
  cache: 'live',
  deprecated: {
    since: 'v1.15.0',
    replacement: "ACP-118 signature requests over p2p, e.g. icm-services' signature-aggregator",
  },
} as const;
const messageID = cb58Id.describe('message id');
const blockID = cb58Id.describe('block id');
// A JSON number on the wire (Go uint64).
const quorum = z.number().int().min(0).max(100).describe('quorum percent');
const subnetID = z.string().describe('subnet id (empty: this chain’s)');

export const warp = defineService('eth', '', {
  warp_getMessage: {
    ...lifecycle,
    params: z.tuple([messageID]),
    result: hexData,
    summary: 'An unsigned warp message this chain sent, by id.',
  },
  warp_getMessageSignature: {
    ...lifecycle,
    params: z.tuple([messageID]),
    result: hexData,
    summary: "This node's BLS signature of a warp message.",
  },
  warp_getBlockSignature: {
    ...lifecycle,
    params: z.tuple([blockID]),
    result: hexData,
    summary: "This node's BLS signature of an accepted block's hash payload.",
  },
  warp_getMessageAggregateSignature: {
    ...lifecycle,
    params: z.tuple([messageID, quorum, subnetID]),
    result: hexData,
    summary: 'A warp message signed by a quorum of the validators (aggregated by this node).',
  },
  warp_getBlockAggregateSignature: {
    ...lifecycle,
    params: z.tuple([blockID, quorum, subnetID]),
    result: hexData,
    summary: "A block's hash payload signed by a quorum of the validators.",
  },
});
