// Index API, /ext/index/{X|P|C}/{tx|block|vtx} (spec "Index API", facts §6).
import { z } from 'zod';
import { defineService } from './define';
import { accepted, fullRange } from './cache-rules';
import { cb58Id, encodingParam, hexBytes, rfc3339, u64, u64Param } from '@/lib/schemas/common';

/** FormattedContainer: `index` is a decimal string; bytes are hex with checksum. */
const indexedContainer = z.object({
  id: cb58Id,
  bytes: hexBytes,
  timestamp: rfc3339,
  encoding: z.string(),
  index: u64,
});

const withEncoding = { encoding: encodingParam.optional() };

export const index = defineService('index', 'index.', {
  getLastAccepted: {
    cache: 'live',
    params: z.object(withEncoding),
    result: indexedContainer,
    summary: 'Most recently accepted container.',
    example: { encoding: 'hex' },
  },
  getContainerByIndex: {
    cache: 'immutable',
    params: z.object({ index: u64Param, ...withEncoding }),
    result: indexedContainer,
    summary: 'Container at an acceptance index (from 0).',
    example: { index: 0, encoding: 'hex' },
  },
  getContainerByID: {
    cache: 'immutable',
    params: z.object({ id: cb58Id, ...withEncoding }),
    result: indexedContainer,
    summary: 'Accepted container by id.',
  },
  getContainerRange: {
    cache: 'immutable',
    settled: fullRange,
    params: z.object({ startIndex: u64Param, numToFetch: u64Param, ...withEncoding }),
    // The node reads up to 1024 containers a call: a public caller pages in smaller steps.
    publicMax: { numToFetch: 64 },
    // The node replies {containers: [...]}; the spec shows a bare array. Normalized to {containers}.
    result: z
      .union([z.object({ containers: z.array(indexedContainer).nullish() }), z.array(indexedContainer)])
      .transform((v) => ({ containers: Array.isArray(v) ? v : (v.containers ?? []) })),
    summary: 'Up to 1024 containers from startIndex, in acceptance order.',
    example: { startIndex: 0, numToFetch: 10, encoding: 'hex' },
  },
  getIndex: {
    cache: 'immutable',
    params: z.object({ id: cb58Id, ...withEncoding }),
    result: z.object({ index: u64 }),
    summary: 'Acceptance index of a container.',
  },
  isAccepted: {
    cache: 'immutable',
    settled: accepted,
    params: z.object({ id: cb58Id, ...withEncoding }),
    result: z.object({ isAccepted: z.boolean() }),
    summary: 'Whether a container id is in this index.',
  },
});
