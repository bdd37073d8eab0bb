// Info API, /ext/info (spec "Info API", facts §2, §8, §11).
import { z } from 'zod';
import { defineService } from './define';
import { float4, hexBytes, noParams, nodeID, plainUint, u32, u64 } from '@/lib/schemas/common';

/** A peer as info.peers reports it (facts §8); subnet uptimes normalized to `observedSubnetUptimes`. */
const peerInfo = z
  .object({
    ip: z.string(),
    publicIP: z.string(),
    nodeID,
    version: z.string(),
    upgradeTime: plainUint.optional(),
    lastSent: z.string(),
    lastReceived: z.string(),
    observedUptime: u32,
    observedSubnetUptime: z.record(z.string(), u32).nullish(),
    observedSubnetUptimes: z.record(z.string(), u32).nullish(),
    trackedSubnets: z.array(z.string()).nullish(),
    supportedACPs: z.array(plainUint).nullish(),
    objectedACPs: z.array(plainUint).nullish(),
    benched: z.array(z.string()).nullish(),
  })
  .transform(({ observedSubnetUptime, observedSubnetUptimes, ...p }) => ({
    ...p,
    observedSubnetUptimes: observedSubnetUptimes ?? observedSubnetUptime ?? {},
    trackedSubnets: p.trackedSubnets ?? [],
    supportedACPs: p.supportedACPs ?? [],
    objectedACPs: p.objectedACPs ?? [],
    benched: p.benched ?? [],
  }));

const acpRecord = z.object({
  supportWeight: u64,
  supporters: z
    .array(nodeID)
    .nullish()
    .transform((v) => v ?? []),
  objectWeight: u64,
  objectors: z
    .array(nodeID)
    .nullish()
    .transform((v) => v ?? []),
  abstainWeight: u64,
});

export const info = defineService('info', 'info.', {
  getNodeVersion: {
    cache: 'static',
    params: noParams,
    result: z.object({
      version: z.string(),
      databaseVersion: z.string(),
      rpcProtocolVersion: u32,
      gitCommit: z.string(),
      vmVersions: z.record(z.string(), z.string()),
    }),
    summary: 'Node version, database version, commit and VM versions.',
  },
  getNodeID: {
    cache: 'never',
    params: noParams,
    result: z.object({
      nodeID,
      nodePOP: z.object({ publicKey: hexBytes, proofOfPossession: hexBytes }),
    }),
    nodeSpecific: true,
    summary: "This node's id and BLS proof of possession.",
  },
  getNodeIP: {
    cache: 'never',
    params: noParams,
    result: z.object({ ip: z.string() }),
    nodeSpecific: true,
    summary: "This node's public IP and port.",
  },
  getNetworkID: {
    cache: 'static',
    params: noParams,
    result: z.object({ networkID: u32 }),
    summary: 'Network id (1 mainnet, 5 fuji, 12345 local).',
  },
  getNetworkName: {
    cache: 'static',
    params: noParams,
    result: z.object({ networkName: z.string() }),
    summary: 'Network name (mainnet, fuji, local, network-<id>).',
  },
  getBlockchainID: {
    cache: 'static',
    params: z.object({ alias: z.string() }),
    result: z.object({ blockchainID: z.string() }),
    summary: 'Blockchain id of a chain alias.',
    example: { alias: 'X' },
  },
  peers: {
    cache: 'live',
    pollMs: 10_000,
    params: z.object({ nodeIDs: z.array(nodeID).optional() }),
    result: z.object({
      numPeers: u32,
      peers: z
        .array(peerInfo)
        .nullish()
        .transform((v) => v ?? []),
    }),
    summary: 'Connected peers (optionally only the given node ids).',
  },
  isBootstrapped: {
    cache: 'live',
    params: z.object({ chain: z.string() }),
    result: z.object({ isBootstrapped: z.boolean() }),
    summary: 'Whether a chain finished bootstrapping.',
    example: { chain: 'X' },
  },
  upgrades: {
    cache: 'static',
    params: noParams,
    // upgrade.Config JSON: activation times (RFC3339) and a few heights; keys grow each upgrade.
    result: z.looseObject({ apricotPhase4MinPChainHeight: plainUint.optional() }),
    summary: 'Network upgrade activation times.',
  },
  uptime: {
    cache: 'live',
    params: z.object({ subnetID: z.string().optional() }),
    result: z.object({ rewardingStakePercentage: float4, weightedAveragePercentage: float4 }),
    summary: "Stake-weighted view of this node's uptime as its peers observe it.",
  },
  acps: {
    cache: 'live',
    params: noParams,
    result: z.object({ acps: z.record(z.string(), acpRecord) }),
    summary: 'Validator support for ACPs (proposal number → weights and voters).',
  },
  getTxFee: {
    cache: 'static',
    params: noParams,
    result: z.object({
      txFee: u64,
      createAssetTxFee: u64,
      createSubnetTxFee: u64,
      transformSubnetTxFee: u64,
      createBlockchainTxFee: u64,
      addPrimaryNetworkValidatorFee: u64,
      addPrimaryNetworkDelegatorFee: u64,
      addSubnetValidatorFee: u64,
      addSubnetDelegatorFee: u64,
    }),
    deprecated: { since: 'v1.12.0', note: 'P-chain fees are dynamic since Etna; see platform.getFeeState' },
    summary: 'Static fee schedule.',
  },
  getVMs: {
    cache: 'never',
    params: noParams,
    result: z.object({
      vms: z.record(z.string(), z.array(z.string())),
      fxs: z.record(z.string(), z.string()).optional(),
    }),
    nodeSpecific: true,
    summary: 'Installed VMs and their aliases.',
  },
});
