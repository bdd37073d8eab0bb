import { describe, expect, it } from 'vitest';
import { parseFollowFrom, readFollowerConfig } from './follower-config';

describe('follower settings', () => {
  it('follows by default, and SNOWLINE_FOLLOW=off turns it off', () => {
    expect(readFollowerConfig({}).enabled).toBe(true);
    expect(readFollowerConfig({ SNOWLINE_FOLLOW: 'off' }).enabled).toBe(false);
    expect(readFollowerConfig({ SNOWLINE_FOLLOW: 'OFF ' }).enabled).toBe(false);
    expect(() => readFollowerConfig({ SNOWLINE_FOLLOW: 'sometimes' })).toThrow(/SNOWLINE_FOLLOW must be on or off/);
  });

  it('SNOWLINE_FOLLOW_FROM: one height for every chain, or per chain (others from genesis)', () => {
    expect(parseFollowFrom(undefined)).toEqual({ X: 0, P: 0, C: 0 });
    expect(parseFollowFrom('1200')).toEqual({ X: 1200, P: 1200, C: 1200 });
    expect(parseFollowFrom('X=5, C=77')).toEqual({ X: 5, P: 0, C: 77 });
    expect(() => parseFollowFrom('Q=5')).toThrow(/SNOWLINE_FOLLOW_FROM/);
    expect(() => parseFollowFrom('X=-1')).toThrow(/not a block height/);
    expect(() => parseFollowFrom('X=1=2')).toThrow(/SNOWLINE_FOLLOW_FROM/);
  });

  it('refuses a poll period or batch size that is not a positive integer, naming the variable', () => {
    expect(() => readFollowerConfig({ SNOWLINE_FOLLOW_POLL_MS: '10' })).toThrow(
      /SNOWLINE_FOLLOW_POLL_MS must be an integer ≥ 50/,
    );
    expect(() => readFollowerConfig({ SNOWLINE_FOLLOW_BATCH_BLOCKS: '0' })).toThrow(/SNOWLINE_FOLLOW_BATCH_BLOCKS/);
    expect(() => readFollowerConfig({ SNOWLINE_FOLLOW_SOURCE: 'index' })).toThrow(/auto or height/);
    expect(readFollowerConfig({ SNOWLINE_FOLLOW_SOURCE: 'height' }).source).toBe('height');
  });

  it('traces EVM txs by default; SNOWLINE_FOLLOW_TRACES=off turns it off', () => {
    expect(readFollowerConfig({}).traces).toBe(true);
    expect(readFollowerConfig({ SNOWLINE_FOLLOW_TRACES: 'off' }).traces).toBe(false);
    expect(() => readFollowerConfig({ SNOWLINE_FOLLOW_TRACES: 'maybe' })).toThrow(/SNOWLINE_FOLLOW_TRACES/);
  });
});
