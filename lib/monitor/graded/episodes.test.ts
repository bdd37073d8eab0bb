import { describe, expect, it } from 'vitest';
import type { Episode } from '@/lib/store/monitor/graded-records';
import type { ActiveCondition } from './conditions';
import { stepEpisodes } from './episodes';

const S = 'NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu';
const HOUR = 3600_000;
const stake = (stage: string): ActiveCondition => ({
  condition: 'stake-ending',
  severity: 'warning',
  stage,
  detail: stage,
});
const inactive: ActiveCondition = { condition: 'l1-inactive', severity: 'critical', stage: '', detail: 'x' };
const episodeOf = (c: ActiveCondition, id: number, at: number): Episode => ({
  id,
  subject: S,
  ...c,
  openedMs: at,
  lastNotifiedMs: at,
  closedMs: null,
});

describe('alert episodes', () => {
  it('open with one message grouping every new condition', () => {
    const step = stepEpisodes(S, [stake('7d'), inactive], [], 1_000, HOUR);
    expect(step.write.open.map((e) => e.condition)).toEqual(['stake-ending', 'l1-inactive']);
    expect(step.message).toMatchObject({ subject: S, severity: 'critical' });
    expect(step.message!.items.map((i) => i.kind)).toEqual(['new', 'new']);
  });

  it('send nothing while a condition lasts, until a reminder is due', () => {
    const open = [episodeOf(stake('7d'), 1, 0)];
    expect(stepEpisodes(S, [stake('7d')], open, HOUR - 1, HOUR).message).toBeNull();
    const reminder = stepEpisodes(S, [stake('7d')], open, HOUR, HOUR);
    expect(reminder.message!.items).toMatchObject([{ kind: 'reminder', condition: 'stake-ending', openedMs: 0 }]);
    expect(reminder.write.update).toMatchObject([{ id: 1, lastNotifiedMs: HOUR }]);
  });

  it('escalate to a nearer stage with a message, and ease back without one', () => {
    const open = [episodeOf(stake('7d'), 1, 0)];
    const up = stepEpisodes(S, [stake('1d')], open, 10, HOUR);
    expect(up.message!.items).toMatchObject([{ kind: 'escalated', stage: '1d' }]);
    const down = stepEpisodes(S, [stake('7d')], [episodeOf(stake('1d'), 1, 0)], 10, HOUR);
    expect(down.message).toBeNull();
    expect(down.write.update).toMatchObject([{ id: 1, stage: '7d', lastNotifiedMs: 0 }]);
  });

  it('close with a recovery notice carrying the episode’s severity', () => {
    const step = stepEpisodes(S, [], [episodeOf(inactive, 4, 0), episodeOf(stake('1d'), 5, 0)], 99, HOUR);
    expect(step.write.close).toEqual([
      { id: 4, closedMs: 99 },
      { id: 5, closedMs: 99 },
    ]);
    expect(step.message).toMatchObject({ severity: 'critical' });
    expect(step.message!.items.map((i) => [i.kind, i.condition, i.severity])).toEqual([
      ['recovered', 'l1-inactive', 'critical'],
      ['recovered', 'stake-ending', 'warning'],
    ]);
  });

  it('ignore other validators’ episodes', () => {
    const other = { ...episodeOf(inactive, 9, 0), subject: 'l1:someone-else' };
    expect(stepEpisodes(S, [], [other], 5, HOUR)).toEqual({
      write: { open: [], update: [], close: [] },
      message: null,
    });
  });
});

describe('alert episodes of a validator that left the set', () => {
  it('end quietly, without a recovery notice, when the caller says they are superseded', () => {
    const gone: ActiveCondition = { condition: 'not-validating', severity: 'critical', stage: '', detail: 'left' };
    const step = stepEpisodes(
      S,
      [gone],
      [episodeOf(stake('1d'), 1, 0)],
      5,
      HOUR,
      (e) => e.condition !== 'not-validating',
    );
    expect(step.write.close).toEqual([{ id: 1, closedMs: 5 }]);
    expect(step.message!.items.map((i) => [i.kind, i.condition])).toEqual([['new', 'not-validating']]);
  });
});
