// The validators page's weighted sample: one draw per subnet shown for a few seconds, so filtering,
// sorting and paging neither redraw it nor wait for the node; a failed draw is asked again.
import { afterEach, describe, expect, it, vi } from 'vitest';

const node = vi.hoisted(() => ({ draws: 0, down: false }));
vi.mock('@/lib/node/server-client', () => ({
  serverNodeClient: () => ({
    platform: {
      sampleValidators: async ({ subnetID }: { subnetID?: string }) => {
        node.draws++;
        if (node.down) throw new Error('unreachable');
        return { validators: [`NodeID-draw${node.draws}${subnetID ? `-${subnetID.slice(0, 4)}` : ''}`] };
      },
    },
  }),
}));

const { loadValidatorSample } = await import('./validator-sample');
const PRIMARY = '11111111111111111111111111111111LpoYY';
const SUBNET = '2oGdz5RyMBHtEPGyXSjXYcw9WBCTqhX7KgXQ4cQwgbk4QPFgPv';

describe('the weighted sample', () => {
  afterEach(() => vi.useRealTimers());

  it('is drawn once for views within ten seconds, per subnet, and drawn again after', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const first = await loadValidatorSample(PRIMARY);
    expect(first).toEqual(['NodeID-draw1']);
    vi.advanceTimersByTime(9_000);
    expect(await loadValidatorSample(PRIMARY)).toBe(first);
    expect(await loadValidatorSample(SUBNET)).toEqual(['NodeID-draw2-2oGd']);
    expect(node.draws).toBe(2);
    vi.advanceTimersByTime(2_000);
    expect(await loadValidatorSample(PRIMARY)).toEqual(['NodeID-draw3']);
  });

  it('asks again after a draw the node did not answer', async () => {
    node.down = true;
    const subnet = '2vXn3ZDmBs5xVWXMoYrT1p1LfKnvNXWMjTrVJmFEFQQ6XaSDsV';
    expect(await loadValidatorSample(subnet)).toBeNull();
    node.down = false;
    const before = node.draws;
    expect(await loadValidatorSample(subnet)).toEqual([`NodeID-draw${before + 1}-2vXn`]);
  });
});
