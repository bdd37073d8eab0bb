'use client';
// Network facts the validator views share: Helicon's activation (for the 90% requirement).
import { heliconTimeMs } from '@/lib/monitor/requirement';
import { useNodeQuery } from '@/lib/hooks/use-node-query';

/** Helicon activation in ms, or null (not reported or not served = not activated). Undefined while loading. */
export function useHeliconMs(enabled = true): number | null | undefined {
  const q = useNodeQuery('info.upgrades', {}, undefined, { enabled });
  return q.data !== undefined ? heliconTimeMs(q.data) : q.error ? null : undefined;
}
