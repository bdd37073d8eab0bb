// Graded alerting's server-wide defaults, from the environment; a watch's own settings override them.
import type { ConditionSettings } from '@/lib/store/monitor/graded-records';
import { envNumber, envText } from '@/lib/server/env';

export interface GradedConfig {
  disconnectedSamples: number;
  stakeEndingDays: number[];
  runwayDays: number[];
  delegationFullPercent: number;
  /** An operator minimum version for every watch (SNOWLINE_MIN_NODE_VERSION); else the network's. */
  minVersion: string | undefined;
  /** Interval between reminders while an episode lasts (SNOWLINE_ALERT_REMINDER_MINUTES). */
  reminderMs: number;
}

export const GRADED_DEFAULTS: GradedConfig = {
  disconnectedSamples: 3,
  stakeEndingDays: [14, 7, 1],
  runwayDays: [7, 3, 1],
  delegationFullPercent: 90,
  minVersion: undefined,
  reminderMs: 4 * 3600_000,
};

export const VERSION_PATTERN = /^v?\d{1,4}\.\d{1,4}\.\d{1,4}$/;

export function readGradedConfig(env: NodeJS.ProcessEnv = process.env): GradedConfig {
  const minutes = envNumber(env, 'SNOWLINE_ALERT_REMINDER_MINUTES', GRADED_DEFAULTS.reminderMs / 60_000, 0);
  // Zero minutes would remind at every sample.
  if (minutes === 0)
    throw new Error(
      `SNOWLINE_ALERT_REMINDER_MINUTES must be a positive number, got "${env.SNOWLINE_ALERT_REMINDER_MINUTES}"`,
    );
  const reminderMs = Math.round(minutes * 60_000);
  const minVersion = envText(env, 'SNOWLINE_MIN_NODE_VERSION');
  if (minVersion !== undefined && !VERSION_PATTERN.test(minVersion)) {
    throw new Error(`SNOWLINE_MIN_NODE_VERSION must look like 1.13.0, got "${minVersion}"`);
  }
  return { ...GRADED_DEFAULTS, reminderMs, minVersion };
}

/** The settings in force for one watch: its own, else the server's. */
export function effectiveSettings(
  own: ConditionSettings,
  d: GradedConfig,
): Required<Omit<ConditionSettings, 'minVersion'>> & {
  minVersion: string | undefined;
} {
  return {
    disconnectedSamples: own.disconnectedSamples ?? d.disconnectedSamples,
    stakeEndingDays: own.stakeEndingDays ?? d.stakeEndingDays,
    runwayDays: own.runwayDays ?? d.runwayDays,
    delegationFullPercent: own.delegationFullPercent ?? d.delegationFullPercent,
    minVersion: own.minVersion ?? d.minVersion,
    off: own.off ?? [],
  };
}
