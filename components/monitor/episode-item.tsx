// One open episode as a list item: its severity, what it is and since when, with the validator's
// name first where a list mixes validators.
import type { ReactNode } from 'react';
import { TimeAgo } from '@/components/ui/time-ago';
import { CONDITION_LABELS } from '@/lib/monitor/channels/message';
import type { Episode } from '@/lib/store/monitor/graded-records';
import { SeverityBadge } from './severity-badge';

export function EpisodeItem({
  episode: e,
  subject,
  className,
}: {
  episode: Episode;
  subject?: ReactNode;
  className: string;
}) {
  return (
    <li data-testid="episode" data-condition={e.condition} className={className}>
      <SeverityBadge severity={e.severity} />
      {subject}
      <span>
        {CONDITION_LABELS[e.condition]}
        {e.stage && ` (${e.stage})`}: {e.detail}
      </span>
      <span className="text-slate-500">
        since <TimeAgo ms={e.openedMs} />
      </span>
    </li>
  );
}
