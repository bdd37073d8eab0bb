import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { tallyCounter } from './tally';

describe('tallied counter', () => {
  it('shows every count in the registry when read, once, per label set', async () => {
    const registry = new Registry();
    const t = tallyCounter({ name: 'calls_total', help: 'Calls.', labelNames: ['method', 'result'], registry });
    for (let i = 0; i < 3; i++) t.inc('a', 'hit');
    t.inc('a', 'miss');
    t.inc('b', 'hit');
    let text = await registry.metrics();
    expect(text).toContain('calls_total{method="a",result="hit"} 3');
    expect(text).toContain('calls_total{method="a",result="miss"} 1');
    expect(text).toContain('calls_total{method="b",result="hit"} 1');
    // Reading again adds nothing; new counts add to what was shown.
    t.inc('a', 'hit');
    text = await registry.metrics();
    expect(text).toContain('calls_total{method="a",result="hit"} 4');
    expect(text).toContain('calls_total{method="a",result="miss"} 1');
  });
});
