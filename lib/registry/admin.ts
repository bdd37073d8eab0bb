// Admin API, /ext/admin (spec "Admin API", facts §7). All node-specific: never served publicly.
import { z } from 'zod';
import { defineService } from './define';
import { emptyResult, noParams } from '@/lib/schemas/common';

/** Every admin method: node-specific and never cached. */
const adminBase = { cache: 'never', nodeSpecific: true } as const;
/** An admin action that takes no params, answers {} and writes a file on the node (a profile, a trace). */
const fileAction = { ...adminBase, changesState: true, params: noParams, result: emptyResult } as const;

const loggerLevels = z.record(z.string(), z.object({ logLevel: z.string(), displayLevel: z.string() }));

export const admin = defineService('admin', 'admin.', {
  startCPUProfiler: {
    ...fileAction,
    summary: 'Start a CPU profile.',
  },
  stopCPUProfiler: {
    ...fileAction,
    summary: 'Stop the CPU profile and write cpu.profile.',
  },
  memoryProfile: {
    ...fileAction,
    summary: 'Write a memory profile to mem.profile.',
  },
  lockProfile: {
    ...fileAction,
    summary: 'Write mutex statistics to lock.profile.',
  },
  alias: {
    ...adminBase,
    changesState: true,
    params: z.object({ endpoint: z.string(), alias: z.string() }),
    result: emptyResult,
    summary: 'Make an API endpoint reachable at /ext/<alias>.',
  },
  aliasChain: {
    ...adminBase,
    changesState: true,
    params: z.object({ chain: z.string(), alias: z.string() }),
    result: emptyResult,
    summary: 'Add an alias for a chain on this node.',
  },
  getChainAliases: {
    ...adminBase,
    params: z.object({ chain: z.string() }),
    result: z.object({
      aliases: z
        .array(z.string())
        .nullish()
        .transform((v) => v ?? []),
    }),
    summary: 'Aliases of a chain.',
  },
  setLoggerLevel: {
    ...adminBase,
    changesState: true,
    params: z.object({
      loggerName: z.string().optional(),
      logLevel: z.string().optional(),
      displayLevel: z.string().optional(),
    }),
    // Documented as {}; newer nodes echo the resulting levels.
    result: z.object({ loggerLevels: loggerLevels.optional() }),
    summary: 'Set log and display levels of one or all loggers.',
  },
  getLoggerLevel: {
    ...adminBase,
    params: z.object({ loggerName: z.string().optional() }),
    result: z.object({ loggerLevels }),
    summary: 'Log and display levels of one or all loggers.',
  },
  loadVMs: {
    ...adminBase,
    changesState: true,
    params: noParams,
    result: z.object({
      newVMs: z.record(z.string(), z.array(z.string())),
      failedVMs: z.record(z.string(), z.string()).optional(),
    }),
    summary: 'Load VMs installed since start-up.',
  },
  stacktrace: {
    ...fileAction,
    summary: 'Write goroutine stack traces to stacktrace.txt (undocumented).',
  },
  getConfig: {
    ...adminBase,
    params: noParams,
    result: z.record(z.string(), z.unknown()),
    summary: 'The node configuration (undocumented).',
  },
  dbGet: {
    ...adminBase,
    params: z.object({ key: z.string() }),
    result: z.object({ value: z.string(), errorCode: z.union([z.number(), z.string()]) }),
    summary: 'Read a raw database key (undocumented).',
  },
});
