import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eth } from '@/lib/registry/eth';
import { EWOQ_EVM_ADDRESS } from '../genesis/constants';
import { testL1 } from './test-l1';
import { evmActivityAccounts, evmDeployer } from './deployments';
import type { EvmChain } from './chain';
import type { TestContext } from '../core/testing';
import { jsonRpcReply } from '../core/json-rpc-client';
// subnet-evm's default eth_feeConfig answer, as a node sends it.
import defaultFeeConfig from '@/lib/registry/testing/subnet-evm-fee-config.json' with { type: 'json' };

const deployer = evmDeployer().address.toLowerCase();
const call = (evm: EvmChain, method: string, params: unknown[] = []) => jsonRpcReply(evm, method, params);

describe('subnet-evm flavor', () => {
  const createdMs = Date.UTC(2026, 0, 1);
  const created = createdMs / 1000;
  let ctx: TestContext;
  let evm: EvmChain;
  beforeAll(async () => {
    ({ ctx, evm } = await testL1({ startMs: createdMs, idByte: 7, name: 'testL1', evmChainId: 99999 }));
  });
  afterAll(() => ctx.db.close());

  it('serves eth_feeConfig with subnet-evm defaults as numbers, for latest, a number or a hash', async () => {
    const latest = await call(evm, 'eth_feeConfig');
    expect(latest.result).toEqual(defaultFeeConfig);
    expect(eth.eth_feeConfig.result.parse(latest.result)).toEqual(defaultFeeConfig);
    expect((await call(evm, 'eth_feeConfig', ['0x0'])).result).toEqual(defaultFeeConfig);
    const genesis = (await call(evm, 'eth_getBlockByNumber', ['0x0', false])).result as { hash: string };
    expect((await call(evm, 'eth_feeConfig', [genesis.hash])).result).toEqual(defaultFeeConfig);
    expect((await call(evm, 'eth_feeConfig', ['0x99'])).error).toEqual({ code: -32000, message: 'header not found' });
    expect((await call(evm, 'eth_feeConfig', ['latest', 1])).error).toEqual({
      code: -32602,
      message: 'too many arguments, want at most 1',
    });
  });

  it('serves eth_getChainConfig as ChainConfigWithUpgradesJSON', async () => {
    const r = await call(evm, 'eth_getChainConfig');
    const config = eth.eth_getChainConfig.result.parse(r.result) as Record<string, unknown>;
    expect(config).toMatchObject({
      chainId: 99999,
      subnetEVMTimestamp: 0,
      durangoTimestamp: 1607144400,
      feeConfig: { gasLimit: 8_000_000, minBaseFee: 25_000_000_000 },
      feeManagerConfig: { blockTimestamp: 0, adminAddresses: [EWOQ_EVM_ADDRESS.toLowerCase()] },
      warpConfig: { blockTimestamp: 0, quorumNumerator: 67 },
      upgrades: {
        precompileUpgrades: [
          {
            contractNativeMinterConfig: {
              blockTimestamp: created + 3600,
              adminAddresses: [EWOQ_EVM_ADDRESS.toLowerCase()],
              enabledAddresses: [deployer],
            },
          },
        ],
      },
    });
    expect(config).not.toHaveProperty('apricotPhase1BlockTimestamp');
  });

  it('serves eth_getActiveRulesAt before and after the scheduled precompile upgrade', async () => {
    const before = await call(evm, 'eth_getActiveRulesAt', [created]);
    const parsed = eth.eth_getActiveRulesAt.result.parse(before.result);
    expect(parsed.ethRules).toMatchObject({
      ChainID: 99999,
      IsHomestead: true,
      IsEIP155: true,
      IsLondon: true,
      IsShanghai: true,
      IsCancun: true,
    });
    expect(parsed.avalancheRules).toEqual({
      IsSubnetEVM: true,
      IsDurango: true,
      IsEtna: true,
      IsFortuna: true,
      IsGranite: true,
      IsHelicon: false,
    });
    expect(parsed.precompiles).toEqual({
      feeManagerConfig: { timestamp: 0 },
      warpConfig: { timestamp: 0 },
      rewardManagerConfig: { timestamp: 0 },
      contractDeployerAllowListConfig: { timestamp: 0 },
      txAllowListConfig: { timestamp: 0 },
    });

    const after = eth.eth_getActiveRulesAt.result.parse(
      (await call(evm, 'eth_getActiveRulesAt', [`0x${(created + 3600).toString(16)}`])).result,
    );
    expect(after.precompiles).toHaveProperty('contractNativeMinterConfig', { timestamp: created + 3600 });

    // Before Durango (local network's 2020-12-05), Shanghai is off.
    const early = (await call(evm, 'eth_getActiveRulesAt', [1_600_000_000])).result as {
      ethRules: Record<string, unknown>;
    };
    expect(early.ethRules.IsShanghai).toBe(false);
    // Default: the latest block's timestamp (genesis at 0: only genesis precompiles, no Durango).
    const latest = (await call(evm, 'eth_getActiveRulesAt')).result as { avalancheRules: Record<string, boolean> };
    expect(latest.avalancheRules.IsDurango).toBe(false);
    expect((await call(evm, 'eth_getActiveRulesAt', ['soon'])).error?.code).toBe(-32602);
  });

  it('serves the deprecated eth_getActivePrecompilesAt as full configs', async () => {
    const r = await call(evm, 'eth_getActivePrecompilesAt', [created + 3600]);
    expect(eth.eth_getActivePrecompilesAt.result.parse(r.result)).toEqual({
      feeManagerConfig: { blockTimestamp: 0, adminAddresses: [EWOQ_EVM_ADDRESS.toLowerCase()] },
      warpConfig: { blockTimestamp: 0, quorumNumerator: 67, requirePrimaryNetworkSigners: false },
      rewardManagerConfig: { blockTimestamp: 0, adminAddresses: [EWOQ_EVM_ADDRESS.toLowerCase()] },
      contractDeployerAllowListConfig: {
        blockTimestamp: 0,
        adminAddresses: [EWOQ_EVM_ADDRESS.toLowerCase()],
        enabledAddresses: [deployer],
      },
      txAllowListConfig: {
        blockTimestamp: 0,
        adminAddresses: [EWOQ_EVM_ADDRESS.toLowerCase()],
        managerAddresses: [deployer],
        enabledAddresses: evmActivityAccounts().map((a) => a.address.toLowerCase()),
      },
      contractNativeMinterConfig: {
        blockTimestamp: created + 3600,
        adminAddresses: [EWOQ_EVM_ADDRESS.toLowerCase()],
        enabledAddresses: [deployer],
      },
    });
  });

  it('has no coreth-only eth_baseFee, and indexes nothing into C/block', async () => {
    expect((await call(evm, 'eth_baseFee')).error).toEqual({
      code: -32601,
      message: 'the method eth_baseFee does not exist/is not available',
    });
    expect(ctx.indexStore.count('C/block')).toBe(0);
    expect((await call(evm, 'eth_chainId')).result).toBe('0x1869f');
  });
});
