import { describe, expect, it } from 'vitest';
import {
  dayStage,
  l1Conditions,
  networkVersion,
  primaryConditions,
  runwayText,
  versionBehind,
  type PrimaryFacts,
} from './conditions';
import { GRADED_DEFAULTS } from './defaults';

const DAY = 86_400;
const healthy: PrimaryFacts = {
  present: true,
  seenBefore: true,
  uptime: 99,
  threshold: 80,
  disconnectedStreak: 0,
  secondsToEnd: 200 * DAY,
  version: 'avalanchego/1.13.0',
  networkVersion: '1.13.0',
  delegation: { total: 10n, capacity: 100n },
};
const kinds = (f: Partial<PrimaryFacts>, own = {}) =>
  primaryConditions({ ...healthy, ...f }, own, GRADED_DEFAULTS).map((c) => [c.condition, c.severity, c.stage]);

describe('a Primary Network validator’s conditions', () => {
  it('holds none for a healthy validator', () => {
    expect(kinds({})).toEqual([]);
  });

  it('warns of a stake ending at 14 and 7 days, and is critical at the last stage (1 day)', () => {
    expect(kinds({ secondsToEnd: 15 * DAY })).toEqual([]);
    expect(kinds({ secondsToEnd: 14 * DAY })).toEqual([['stake-ending', 'warning', '14d']]);
    expect(kinds({ secondsToEnd: 6 * DAY })).toEqual([['stake-ending', 'warning', '7d']]);
    // Five minutes before it leaves the set: critical, so a critical-only pager hears it in time.
    expect(kinds({ secondsToEnd: 300 })).toEqual([['stake-ending', 'critical', '1d']]);
    expect(kinds({ secondsToEnd: 20 * DAY }, { stakeEndingDays: [60, 30] })).toEqual([
      ['stake-ending', 'critical', '30d'],
    ]);
    expect(kinds({ secondsToEnd: 40 * DAY }, { stakeEndingDays: [60, 30] })).toEqual([
      ['stake-ending', 'warning', '60d'],
    ]);
  });

  it('raises no end of stake for an auto-renewed validator, only once its renewal is stopped', () => {
    expect(kinds({ secondsToEnd: 3600, nextPeriodSec: 2 * DAY })).toEqual([]);
    expect(kinds({ secondsToEnd: 3600, nextPeriodSec: 0 })).toEqual([['stake-ending', 'critical', '1d']]);
    const [stopped] = primaryConditions({ ...healthy, secondsToEnd: 3600, nextPeriodSec: 0 }, {}, GRADED_DEFAULTS);
    expect(stopped?.detail).toMatch(/auto-renewal was stopped/);
    // Below the uptime requirement at its cycle's end, it is removed instead of renewed: the warning says so.
    const [low] = primaryConditions({ ...healthy, uptime: 50, nextPeriodSec: DAY }, {}, GRADED_DEFAULTS);
    expect(low?.condition).toBe('uptime');
    expect(low?.detail).toMatch(/removed, not renewed/);
  });

  it('alerts a disconnect only after N samples in a row (3 by default, or the watch’s own)', () => {
    expect(kinds({ disconnectedStreak: 2 })).toEqual([]);
    expect(kinds({ disconnectedStreak: 3 })).toEqual([['disconnected', 'critical', '']]);
    expect(kinds({ disconnectedStreak: 1 }, { disconnectedSamples: 1 })).toEqual([['disconnected', 'critical', '']]);
  });

  it('warns below the uptime threshold, informs of nearly full delegation, and honours conditions turned off', () => {
    expect(kinds({ uptime: 79.9 })).toEqual([['uptime', 'warning', '']]);
    expect(kinds({ delegation: { total: 95n, capacity: 100n } })).toEqual([['delegation-full', 'info', '']]);
    expect(kinds({ uptime: 50 }, { off: ['uptime'] })).toEqual([]);
  });

  it('alerts leaving the set only for a validator seen in it before', () => {
    expect(kinds({ present: false })).toEqual([['not-validating', 'critical', '']]);
    expect(kinds({ present: false, seenBefore: false })).toEqual([]);
  });

  it('warns of a version behind the network’s, or behind an operator minimum that overrides it', () => {
    expect(kinds({ version: 'avalanchego/1.12.9' })).toEqual([['version-behind', 'warning', '']]);
    expect(kinds({ version: 'avalanchego/1.13.0' }, { minVersion: '1.13.1' })).toEqual([
      ['version-behind', 'warning', ''],
    ]);
    // An operator minimum below the network's version means the node is fine.
    expect(kinds({ version: 'avalanchego/1.12.9' }, { minVersion: '1.12.0' })).toEqual([]);
    expect(versionBehind('avalanchego/1.9.12', '1.10.0')).toBe(true);
    expect(versionBehind('garbage', '1.10.0')).toBe(false);
  });
});

describe('the network’s version', () => {
  it('is what most connected stake runs, not most peers', () => {
    const weights = new Map([
      ['a', 10n],
      ['b', 10n],
      ['c', 50n],
    ]);
    const peers = [
      { nodeID: 'a', version: 'avalanchego/1.12.0' },
      { nodeID: 'b', version: 'avalanchego/1.12.0' },
      { nodeID: 'c', version: 'avalanchego/1.13.0' },
      { nodeID: 'not-a-validator', version: 'avalanchego/1.99.0' },
    ];
    expect(networkVersion(peers, weights)).toBe('1.13.0');
    expect(networkVersion([], weights)).toBeNull();
  });
});

describe('an L1 validator’s conditions', () => {
  const l1 = (f: Partial<Parameters<typeof l1Conditions>[0]>, own = {}) =>
    l1Conditions(
      {
        present: true,
        seenBefore: true,
        balance: 100n,
        runwaySec: 30 * DAY,
        disconnectedStreak: 0,
        version: 'avalanchego/1.13.0',
        networkVersion: '1.13.0',
        ...f,
      },
      own,
      GRADED_DEFAULTS,
    ).map((c) => [c.condition, c.severity, c.stage]);
  it('warns at 7 and 3 days of fees left, and is critical at the last stage (1 day) and when inactive', () => {
    expect(l1({})).toEqual([]);
    expect(l1({ runwaySec: 5 * DAY })).toEqual([['l1-runway', 'warning', '7d']]);
    expect(l1({ runwaySec: 2 * DAY })).toEqual([['l1-runway', 'warning', '3d']]);
    // Six minutes of fees left: critical before it goes inactive.
    expect(l1({ runwaySec: 360 })).toEqual([['l1-runway', 'critical', '1d']]);
    expect(l1({ balance: 0n, runwaySec: 0 })).toEqual([
      ['l1-inactive', 'critical', ''],
      ['l1-runway', 'critical', '1d'],
    ]);
    expect(l1({ present: false })).toEqual([['not-validating', 'critical', '']]);
  });
  it('alerts a node missing from the connected node’s peers only after N samples in a row, unless inactive', () => {
    expect(l1({ disconnectedStreak: 2 })).toEqual([]);
    expect(l1({ disconnectedStreak: 3 })).toEqual([['disconnected', 'critical', '']]);
    expect(l1({ disconnectedStreak: 1 }, { disconnectedSamples: 1 })).toEqual([['disconnected', 'critical', '']]);
    // Peers unknown this sample: no judgement.
    expect(l1({ disconnectedStreak: null })).toEqual([]);
    expect(l1({ disconnectedStreak: 3 }, { off: ['disconnected'] })).toEqual([]);
    // Out of balance it is not expected to be connected: inactive says it all.
    expect(l1({ balance: 0n, runwaySec: 0, disconnectedStreak: 9 }).map((c) => c[0])).toEqual([
      'l1-inactive',
      'l1-runway',
    ]);
    const [c] = l1Conditions(
      {
        present: true,
        seenBefore: true,
        balance: 100n,
        runwaySec: 30 * DAY,
        disconnectedStreak: 4,
        version: null,
        networkVersion: null,
      },
      {},
      GRADED_DEFAULTS,
    );
    expect(c!.detail).toMatch(/4 samples in a row.*as the connected node sees it/);
  });
  it('warns of its node’s version behind the network’s or the operator minimum, when the version is known', () => {
    expect(l1({ version: 'avalanchego/1.12.2' })).toEqual([['version-behind', 'warning', '']]);
    expect(l1({ version: 'avalanchego/1.13.0' }, { minVersion: '1.13.1' })).toEqual([
      ['version-behind', 'warning', ''],
    ]);
    expect(l1({ version: null })).toEqual([]);
  });
  it('reads a runway past the largest stage as "more than N days", not the measured horizon', () => {
    expect(runwayText(13.9 * DAY, [7, 3, 1])).toBe('more than 7 days');
    expect(runwayText(2.5 * DAY, [7, 3, 1])).toBe('≈ 2 days');
    expect(runwayText(15 * DAY, [14])).toBe('more than 14 days');
  });
  it('stages by the nearest threshold reached', () => {
    expect(dayStage(0.5 * DAY, [7, 3, 1])).toBe('1d');
    expect(dayStage(8 * DAY, [7, 3, 1])).toBeNull();
  });
});
