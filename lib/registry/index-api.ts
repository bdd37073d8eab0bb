// Index API, /ext/index/{X|P|C}/{tx|block|vtx} (spec "Index API", facts §6).
import { z } from 'zod';
import { defineMethod } from './define';
import { cb58Id, encodingParam, hexBytes, rfc3339, u64, u64Param } from '@/lib/schemas/common';

const service = 'index' as const;

/** FormattedContainer: `index` is a decimal string; bytes are hex with checksum. */
export const indexedContainer = z.object({
  id: cb58Id,
  bytes: hexBytes,
  timestamp: rfc3339,
  encoding: z.string(),
  index: u64,
});

const withEncoding = { encoding: encodingParam.optional() };

export const index = {
  getLastAccepted: defineMethod({
    method: 'index.getLastAccepted',
    service,
    params: z.object(withEncoding),
    result: indexedContainer,
    summary: 'Most recently accepted container.',
  }),
  getContainerByIndex: defineMethod({
    method: 'index.getContainerByIndex',
    service,
    params: z.object({ index: u64Param, ...withEncoding }),
    result: indexedContainer,
    immutable: true,
    summary: 'Container at an acceptance index (from 0).',
  }),
  getContainerByID: defineMethod({
    method: 'index.getContainerByID',
    service,
    params: z.object({ id: cb58Id, ...withEncoding }),
    result: indexedContainer,
    immutable: true,
    summary: 'Accepted container by id.',
  }),
  getContainerRange: defineMethod({
    method: 'index.getContainerRange',
    service,
    params: z.object({ startIndex: u64Param, numToFetch: u64Param, ...withEncoding }),
    // The node replies {containers: [...]}; the spec shows a bare array. Normalized to {containers}.
    result: z
      .union([z.object({ containers: z.array(indexedContainer).nullish() }), z.array(indexedContainer)])
      .transform((v) => ({ containers: Array.isArray(v) ? v : (v.containers ?? []) })),
    summary: 'Up to 1024 containers from startIndex, in acceptance order.',
  }),
  getIndex: defineMethod({
    method: 'index.getIndex',
    service,
    params: z.object({ id: cb58Id, ...withEncoding }),
    result: z.object({ index: u64 }),
    immutable: true,
    summary: 'Acceptance index of a container.',
  }),
  isAccepted: defineMethod({
    method: 'index.isAccepted',
    service,
    params: z.object({ id: cb58Id, ...withEncoding }),
    result: z.object({ isAccepted: z.boolean() }),
    summary: 'Whether a container id is in this index.',
  }),
};
