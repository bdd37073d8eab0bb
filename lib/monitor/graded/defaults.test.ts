import { describe, expect, it } from 'vitest';
import { effectiveSettings, GRADED_DEFAULTS, readGradedConfig } from './defaults';

const env = (e: Record<string, string>) => e as unknown as NodeJS.ProcessEnv;

describe('graded alerting configuration', () => {
  it('reminds every 4 hours unless SNOWLINE_ALERT_REMINDER_MINUTES says otherwise', () => {
    expect(readGradedConfig(env({})).reminderMs).toBe(4 * 3600_000);
    expect(readGradedConfig(env({ SNOWLINE_ALERT_REMINDER_MINUTES: '30' })).reminderMs).toBe(30 * 60_000);
    expect(() => readGradedConfig(env({ SNOWLINE_ALERT_REMINDER_MINUTES: '0' }))).toThrow(/positive/);
  });

  it('takes an operator minimum version, and refuses one that is not a version', () => {
    expect(readGradedConfig(env({ SNOWLINE_MIN_NODE_VERSION: '1.13.2' })).minVersion).toBe('1.13.2');
    expect(() => readGradedConfig(env({ SNOWLINE_MIN_NODE_VERSION: 'latest' }))).toThrow(/1\.13\.0/);
  });

  it('lets a watch’s own thresholds override the defaults one by one', () => {
    expect(effectiveSettings({ runwayDays: [2] }, GRADED_DEFAULTS)).toMatchObject({
      runwayDays: [2],
      stakeEndingDays: [14, 7, 1],
      disconnectedSamples: 3,
      off: [],
    });
  });
});
