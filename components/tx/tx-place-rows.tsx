// The Block and Time rows of an X or P tx page, from the follower's store.
import { IdText } from '@/components/ui/id-text';
import { TimeAgo } from '@/components/ui/time-ago';
import { urls } from '@/lib/explorer/urls';
import { absoluteTime } from '@/lib/format/time';
import type { IndexedTxPlace } from '@/lib/history/tx-place';
import { DetailRow } from '../ui/card';

const muted = 'text-slate-500 dark:text-slate-400';

export function TxPlaceRows({ chain, at }: { chain: 'X' | 'P'; at: IndexedTxPlace }) {
  if (!at.following || at.place === null) {
    return (
      <DetailRow label="Block" testId="tx-block">
        <span className={muted}>
          {at.following
            ? 'not indexed yet: the follower has not reached it'
            : 'not known: this server does not index history (SNOWLINE_FOLLOW=off)'}
        </span>
      </DetailRow>
    );
  }
  const { height, timeMs } = at.place;
  return (
    <>
      <DetailRow label="Block" testId="tx-block">
        <IdText id={String(height)} href={urls.block(chain, BigInt(height))} full />
      </DetailRow>
      <DetailRow label="Time" testId="tx-time">
        <TimeAgo ms={timeMs} /> <span className={`text-xs ${muted}`}>({absoluteTime(timeMs)})</span>
      </DetailRow>
    </>
  );
}
