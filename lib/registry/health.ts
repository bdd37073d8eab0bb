// Health API, /ext/health (JSON-RPC form of the node's health checks).
import { z } from 'zod';
import { defineService } from './define';
import { rfc3339 } from '@/lib/schemas/common';

/** One check: `message` is free-form, `error` present only when failing. */
const checkResult = z.object({
  message: z.unknown().optional(),
  error: z.union([z.string(), z.object({ message: z.string() })]).optional(),
  timestamp: rfc3339.optional(),
  duration: z.number().optional(),
  contiguousFailures: z.number().optional(),
  timeOfFirstFailure: rfc3339.nullish(),
});

const healthReply = z.object({
  checks: z
    .record(z.string(), checkResult)
    .nullish()
    .transform((v) => v ?? {}),
  healthy: z.boolean(),
});

const tagsParams = z.object({ tags: z.array(z.string()).optional() });

export const health = defineService('health', 'health.', {
  health: {
    cache: 'live',
    params: tagsParams,
    result: healthReply,
    summary: 'All health checks (optionally filtered by tags, e.g. a subnet id).',
  },
  readiness: {
    cache: 'live',
    params: tagsParams,
    result: healthReply,
    summary: 'Readiness checks: has the node finished bootstrapping.',
  },
  liveness: {
    cache: 'live',
    params: tagsParams,
    result: healthReply,
    summary: 'Liveness checks: is the node process working.',
  },
});
