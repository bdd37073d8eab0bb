// Admin API, /ext/admin (spec "Admin API", facts §7). All node-specific: never served publicly.
import { z } from 'zod';
import { defineMethod } from './define';
import { emptyResult, noParams } from '@/lib/schemas/common';

const service = 'admin' as const;
const nodeSpecific = true;

const loggerLevels = z.record(z.string(), z.object({ logLevel: z.string(), displayLevel: z.string() }));

export const admin = {
  startCPUProfiler: defineMethod({
    method: 'admin.startCPUProfiler',
    service,
    changesState: true,
    cache: 'never',
    params: noParams,
    result: emptyResult,
    nodeSpecific,
    summary: 'Start a CPU profile.',
  }),
  stopCPUProfiler: defineMethod({
    method: 'admin.stopCPUProfiler',
    service,
    changesState: true,
    cache: 'never',
    params: noParams,
    result: emptyResult,
    nodeSpecific,
    summary: 'Stop the CPU profile and write cpu.profile.',
  }),
  memoryProfile: defineMethod({
    method: 'admin.memoryProfile',
    service,
    changesState: true,
    cache: 'never',
    params: noParams,
    result: emptyResult,
    nodeSpecific,
    summary: 'Write a memory profile to mem.profile.',
  }),
  lockProfile: defineMethod({
    method: 'admin.lockProfile',
    service,
    changesState: true,
    cache: 'never',
    params: noParams,
    result: emptyResult,
    nodeSpecific,
    summary: 'Write mutex statistics to lock.profile.',
  }),
  alias: defineMethod({
    method: 'admin.alias',
    service,
    changesState: true,
    cache: 'never',
    params: z.object({ endpoint: z.string(), alias: z.string() }),
    result: emptyResult,
    nodeSpecific,
    summary: 'Make an API endpoint reachable at /ext/<alias>.',
  }),
  aliasChain: defineMethod({
    method: 'admin.aliasChain',
    service,
    changesState: true,
    cache: 'never',
    params: z.object({ chain: z.string(), alias: z.string() }),
    result: emptyResult,
    nodeSpecific,
    summary: 'Add an alias for a chain on this node.',
  }),
  getChainAliases: defineMethod({
    method: 'admin.getChainAliases',
    service,
    cache: 'never',
    params: z.object({ chain: z.string() }),
    result: z.object({
      aliases: z
        .array(z.string())
        .nullish()
        .transform((v) => v ?? []),
    }),
    nodeSpecific,
    summary: 'Aliases of a chain.',
  }),
  setLoggerLevel: defineMethod({
    method: 'admin.setLoggerLevel',
    service,
    changesState: true,
    cache: 'never',
    params: z.object({
      loggerName: z.string().optional(),
      logLevel: z.string().optional(),
      displayLevel: z.string().optional(),
    }),
    // Documented as {}; newer nodes echo the resulting levels.
    result: z.object({ loggerLevels: loggerLevels.optional() }),
    nodeSpecific,
    summary: 'Set log and display levels of one or all loggers.',
  }),
  getLoggerLevel: defineMethod({
    method: 'admin.getLoggerLevel',
    service,
    cache: 'never',
    params: z.object({ loggerName: z.string().optional() }),
    result: z.object({ loggerLevels }),
    nodeSpecific,
    summary: 'Log and display levels of one or all loggers.',
  }),
  loadVMs: defineMethod({
    method: 'admin.loadVMs',
    service,
    changesState: true,
    cache: 'never',
    params: noParams,
    result: z.object({
      newVMs: z.record(z.string(), z.array(z.string())),
      failedVMs: z.record(z.string(), z.string()).optional(),
    }),
    nodeSpecific,
    summary: 'Load VMs installed since start-up.',
  }),
  stacktrace: defineMethod({
    method: 'admin.stacktrace',
    service,
    changesState: true,
    cache: 'never',
    params: noParams,
    result: emptyResult,
    nodeSpecific,
    summary: 'Write goroutine stack traces to stacktrace.txt (undocumented).',
  }),
  getConfig: defineMethod({
    method: 'admin.getConfig',
    service,
    cache: 'never',
    params: noParams,
    result: z.record(z.string(), z.unknown()),
    nodeSpecific,
    summary: 'The node configuration (undocumented).',
  }),
  dbGet: defineMethod({
    method: 'admin.dbGet',
    service,
    cache: 'never',
    params: z.object({ key: z.string() }),
    result: z.object({ value: z.string(), errorCode: z.union([z.number(), z.string()]) }),
    nodeSpecific,
    summary: 'Read a raw database key (undocumented).',
  }),
};
