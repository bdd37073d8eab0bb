import { describe, expect, it } from 'vitest';
import { forkName, readChainConfig, readFeeHistory } from './chain-config';

describe('chain config', () => {
  it('lists block forks in order, then timestamp forks, with readable names', () => {
    const r = readChainConfig({
      chainId: 43112,
      homesteadBlock: 0,
      berlinBlock: 0,
      apricotPhase1BlockTimestamp: 0,
      durangoBlockTimestamp: 1700000000,
      cancunTime: 1700000001,
    });
    expect(r.chainId).toBe(43112);
    expect(r.forks.map((f) => f.name)).toEqual(['Homestead', 'Berlin', 'Apricot Phase 1', 'Durango', 'Cancun']);
    expect(r.forks[3]).toEqual({ name: 'Durango', timestampMs: 1_700_000_000_000 });
  });

  it('separates the fee config and precompile configs of a subnet-evm chain', () => {
    const r = readChainConfig({
      chainId: 99999,
      feeConfig: { gasLimit: 8000000, minBaseFee: 25000000000 },
      contractNativeMinterConfig: { blockTimestamp: 0, adminAddresses: ['0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC'] },
      upgrades: { precompileUpgrades: [{ txAllowListConfig: { blockTimestamp: 1800000000, disable: true } }] },
      allowFeeRecipients: false,
    });
    expect(r.feeConfig).toEqual({ gasLimit: 8000000, minBaseFee: 25000000000 });
    expect(r.precompiles.map((p) => [p.name, p.timestampMs])).toEqual([
      ['contractNativeMinter', 0],
      ['txAllowList (upgrade, disable)', 1_800_000_000_000],
    ]);
    expect(r.other).toEqual([['allowFeeRecipients', 'false']]);
  });

  it('names forks', () => {
    expect(forkName('eip158Block')).toBe('EIP 158');
    expect(forkName('etnaTimestamp')).toBe('Etna');
  });
});

describe('fee history', () => {
  it('pairs each block with its base fee and gas use', () => {
    expect(
      readFeeHistory({
        oldestBlock: '0x10',
        baseFeePerGas: ['0x5d21dba00', '0x5d21dba01', '0x1'],
        gasUsedRatio: [0.5, 0.25],
      }),
    ).toEqual([
      { block: 16n, baseFeeWei: 25_000_000_000n, gasUsedRatio: 0.5 },
      { block: 17n, baseFeeWei: 25_000_000_001n, gasUsedRatio: 0.25 },
    ]);
  });
});
