import { describe, expect, it } from 'vitest';
import { minStakeDuration } from './rules';
import { activationMs, parseUpgrades } from './schedule';

// info.upgrades as a Fuji node on Helicon answers it (upgrade.Fuji, heliconTime set), with a key
// from an upgrade this version does not know yet.
const FUJI = {
  apricotPhase1Time: '2021-03-26T14:00:00Z',
  apricotPhase2Time: '2021-05-05T14:00:00Z',
  apricotPhase3Time: '2021-08-16T19:00:00Z',
  apricotPhase4Time: '2021-09-16T21:00:00Z',
  apricotPhase4MinPChainHeight: 47437,
  apricotPhase5Time: '2021-11-24T15:00:00Z',
  apricotPhasePre6Time: '2022-09-06T20:00:00Z',
  apricotPhase6Time: '2022-09-06T20:00:00Z',
  apricotPhasePost6Time: '2022-09-07T06:00:00Z',
  banffTime: '2022-10-03T14:00:00Z',
  cortinaTime: '2023-04-06T15:00:00Z',
  cortinaXChainStopVertexID: '2D1cmbiG36BqQMRyHt4kFhWarmatA1ighSpND3FeFgz3vFVtCZ',
  durangoTime: '2024-02-13T16:00:00Z',
  etnaTime: '2024-11-25T16:00:00Z',
  fortunaTime: '2025-03-13T15:00:00Z',
  graniteTime: '2025-10-29T15:00:00Z',
  graniteEpochDuration: 300000000000,
  heliconTime: '2026-07-28T15:00:00Z',
  zephyrTime: '2027-02-01T16:00:00Z',
};
const NOW = Date.parse('2026-11-26T12:00:00Z');

describe('parseUpgrades', () => {
  it('lists every upgrade in order, with the ones in force and the next one', () => {
    const s = parseUpgrades(FUJI, NOW);
    expect(s.upgrades.map((u) => u.name)).toEqual([
      'Apricot Phase 1',
      'Apricot Phase 2',
      'Apricot Phase 3',
      'Apricot Phase 4',
      'Apricot Phase 5',
      'Apricot Phase Pre-6',
      'Apricot Phase 6',
      'Apricot Phase Post-6',
      'Banff',
      'Cortina',
      'Durango',
      'Etna',
      'Fortuna',
      'Granite',
      'Helicon',
      'Zephyr',
    ]);
    expect(s.upgrades.filter((u) => !u.inForce).map((u) => u.key)).toEqual(['zephyrTime']);
    expect(s.latest?.name).toBe('Helicon');
    expect(s.next).toMatchObject({ name: 'Zephyr', known: false, activationMs: Date.parse('2027-02-01T16:00:00Z') });
    expect(s.graniteEpochMs).toBe(5 * 60_000);
    expect(s.details).toEqual([
      { key: 'apricotPhase4MinPChainHeight', value: '47437' },
      { key: 'cortinaXChainStopVertexID', value: FUJI.cortinaXChainStopVertexID },
    ]);
  });

  it('treats the 9999 placeholder as not scheduled, never as the next upgrade', () => {
    const s = parseUpgrades({ ...FUJI, heliconTime: '9999-12-01T00:00:00Z', zephyrTime: undefined }, NOW);
    const helicon = s.upgrades.find((u) => u.key === 'heliconTime');
    expect(helicon).toMatchObject({ activationMs: null, inForce: false });
    expect(s.latest?.name).toBe('Granite');
    expect(s.next).toBeNull();
  });

  it('an upgrade is in force from its activation instant on', () => {
    const at = Date.parse(FUJI.heliconTime);
    expect(parseUpgrades(FUJI, at).latest?.name).toBe('Helicon');
    expect(parseUpgrades(FUJI, at - 1).next?.name).toBe('Helicon');
  });

  it('survives what a broken node may send', () => {
    expect(parseUpgrades(null, NOW).upgrades).toEqual([]);
    expect(parseUpgrades([1, 2], NOW).upgrades).toEqual([]);
    const s = parseUpgrades({ banffTime: 'soon', etnaTime: 42, graniteEpochDuration: 'x' }, NOW);
    expect(s.upgrades.map((u) => [u.key, u.activationMs])).toEqual([
      ['banffTime', null],
      ['etnaTime', null],
    ]);
    expect(s.graniteEpochMs).toBeNull();
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`u${i}Time`, FUJI.banffTime]));
    expect(parseUpgrades(many, NOW).upgrades.length).toBeLessThanOrEqual(64);
  });

  it('activationMs reads one upgrade', () => {
    expect(activationMs(FUJI, 'heliconTime')).toBe(Date.parse('2026-07-28T15:00:00Z'));
    expect(activationMs({ heliconTime: '9999-12-01T00:00:00Z' }, 'heliconTime')).toBeNull();
    expect(activationMs(undefined, 'heliconTime')).toBeNull();
  });
});

describe('minStakeDuration (ACP-273)', () => {
  const helicon = Date.parse(FUJI.heliconTime);
  it('is the network genesis value before Helicon and Helicon’s from its activation', () => {
    expect(minStakeDuration(1, helicon, helicon - 1)).toMatchObject({
      validatorSec: 14 * 86400,
      source: 'genesis',
      otherSec: 48 * 3600,
    });
    expect(minStakeDuration(1, helicon, helicon)).toMatchObject({
      validatorSec: 48 * 3600,
      source: 'Helicon (ACP-273)',
      otherSec: 14 * 86400,
    });
    expect(minStakeDuration(5, helicon, NOW)).toMatchObject({ validatorSec: 12 * 3600, delegatorSec: 86400 });
  });
  it('keeps the genesis value while Helicon is not scheduled, and says when values are local defaults', () => {
    expect(minStakeDuration(5, null, NOW)).toMatchObject({ validatorSec: 86400, defaults: false });
    expect(minStakeDuration(12345, helicon, NOW)).toMatchObject({ validatorSec: 3600, defaults: true });
  });
});
