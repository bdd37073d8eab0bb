import { describe, expect, it } from 'vitest';
import { isCb58Id, isNodeID } from '@/lib/schemas/text-formats';
import { looksLikeCb58Id, looksLikeNodeID } from './id-shapes';

const SUBNET = '11111111111111111111111111111111LpoYY';
const NODE = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';

describe('id shapes', () => {
  it('accept every id the full check accepts', () => {
    for (const id of [SUBNET, 'jvYyfQTxGMJLuGWa55kdP2p2zSUYsQ5Raupu4TW34ZAUBAbtq']) {
      expect(isCb58Id(id)).toBe(true);
      expect(looksLikeCb58Id(id)).toBe(true);
    }
    expect(isNodeID(NODE)).toBe(true);
    expect(looksLikeNodeID(NODE)).toBe(true);
  });

  it('refuse text that is not cb58 or has the wrong length', () => {
    expect(looksLikeCb58Id('')).toBe(false);
    expect(looksLikeCb58Id(`${SUBNET}1`.repeat(2))).toBe(false);
    expect(looksLikeCb58Id(SUBNET.replace('L', '0'))).toBe(false); // 0 is not in base58
    expect(looksLikeCb58Id('<script>alert(1)</script>111111111111111111111111')).toBe(false);
    expect(looksLikeNodeID(NODE.slice(7))).toBe(false);
    expect(looksLikeNodeID(`${NODE}xyz`)).toBe(false);
    expect(looksLikeNodeID('NodeID-111111111111111111116DBWJs')).toBe(true); // all zero bytes: short
  });
});
