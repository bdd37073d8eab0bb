// The JSON webhook set in the environment (SNOWLINE_ALERT_WEBHOOK_URL) is a graded channel like the
// others, so it gets one grouped message per validator and sample, episodes, reminders, recoveries and
// a minimum severity (SNOWLINE_ALERT_WEBHOOK_MIN_SEVERITY). The sampling instance keeps its row in
// the channels table in step with the environment before each evaluation; the API refuses to change it.
import type { Channel, GradedStore, Severity } from '@/lib/store/monitor/graded-records';

type ChannelStore = Pick<GradedStore, 'addChannel' | 'removeChannel' | 'setChannelSeverity'>;

/** The name that marks the row; no channel added through the API may take it. */
export const ENV_CHANNEL_NAME = 'SNOWLINE_ALERT_WEBHOOK_URL';

export interface EnvWebhook {
  url: string;
  minSeverity: Severity;
}

export const isEnvChannel = (c: Pick<Channel, 'kind' | 'name'>) => c.kind === 'webhook' && c.name === ENV_CHANNEL_NAME;

/**
 * Makes the channels table hold exactly one row for `env` (none when it is unset) and answers the
 * channels as they now are. A changed URL replaces the row (its pending deliveries fail, naming why).
 */
export async function syncEnvChannel(
  store: ChannelStore,
  channels: readonly Channel[],
  env: EnvWebhook | undefined,
  nowMs: number,
): Promise<Channel[]> {
  const mine = channels.filter(isEnvChannel);
  const keep = env ? mine.find((c) => 'url' in c.secret && c.secret.url === env.url) : undefined;
  const stale = mine.filter((c) => c !== keep);
  for (const c of stale) await store.removeChannel(c.id);
  let out = channels.filter((c) => !stale.includes(c));
  if (env && keep && keep.minSeverity !== env.minSeverity) {
    await store.setChannelSeverity(keep.id, env.minSeverity);
    out = out.map((c) => (c === keep ? { ...c, minSeverity: env.minSeverity } : c));
  }
  if (env && !keep) {
    const added = await store.addChannel({
      kind: 'webhook',
      name: ENV_CHANNEL_NAME,
      minSeverity: env.minSeverity,
      secret: { url: env.url },
      createdMs: nowMs,
    });
    out = [...out, added];
  }
  return out;
}
