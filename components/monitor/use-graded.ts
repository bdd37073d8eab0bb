'use client';
// Graded alerting's queries (lib/api/routes/monitor.ts); a change refreshes every list that shows it.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiWire } from '@/lib/api';
import { apiQueriesOf, useApiQuery } from '@/lib/hooks/use-api-query';

export type NamedDelivery = ApiWire<'monitor.notifications'>['notifications'][number]['deliveries'][number];
export type SettingsReply = ApiWire<'monitor.settings'>;
export type { NewChannelBody } from '@/lib/api/routes/monitor';

/** The messages newest first from `before` (a message id; none: the newest page). */
export const useAlertHistory = (pollMs: number, before?: number) =>
  useApiQuery('monitor.notifications', { query: { before } }, { pollMs });

/** One watched validator's ongoing conditions and recent messages. */
export const useValidatorAlerts = (subject: string, pollMs: number) =>
  useApiQuery('monitor.notifications', { query: { subject, limit: 20 } }, { pollMs });

export const useChannels = (enabled: boolean) => useApiQuery('monitor.channels', {}, { enabled });

export const useL1Watches = (pollMs: number) => useApiQuery('monitor.l1Watches', {}, { pollMs });

/** Operator mode only (a public deployment answers 404): `enabled` false elsewhere. */
export const useIcmWatches = (pollMs: number, enabled = true) =>
  useApiQuery('monitor.icmWatches', {}, { pollMs, enabled });

export const useWatchSettings = (nodeID: string) =>
  useApiQuery('monitor.settings', { query: { nodeID } }, { enabled: nodeID !== '' });

const GRADED = [
  'monitor.notifications',
  'monitor.channels',
  'monitor.l1Watches',
  'monitor.icmWatches',
  'monitor.settings',
];

export function useRefreshGraded(): () => void {
  const qc = useQueryClient();
  return useCallback(() => GRADED.forEach((name) => void qc.invalidateQueries(apiQueriesOf(name))), [qc]);
}
