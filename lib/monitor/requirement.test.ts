import { describe, expect, it } from 'vitest';
import { heliconTimeMs, uptimeRequirement } from './requirement';

describe('uptime requirement', () => {
  const helicon = Date.parse('2026-06-01T00:00:00Z');

  it('is 80% before Helicon and 90% for Primary Network validators starting at or after it', () => {
    expect(uptimeRequirement({ startMs: helicon - 1, heliconMs: helicon })).toBe(80);
    expect(uptimeRequirement({ startMs: helicon, heliconMs: helicon })).toBe(90);
  });

  it('stays 80% for L1 validators and when the node does not report Helicon', () => {
    expect(
      uptimeRequirement({
        startMs: helicon + 1,
        heliconMs: helicon,
        subnetID: 'k4sGarbbUCEtHXj9f8g4qxF3rfcwVMF7zzeVYe6HyZ8QzcmrC',
      }),
    ).toBe(80);
    expect(uptimeRequirement({ startMs: helicon + 1, heliconMs: null })).toBe(80);
  });

  it('reads heliconTime from info.upgrades and ignores what is not a time', () => {
    expect(heliconTimeMs({ heliconTime: '2026-06-01T00:00:00Z' })).toBe(helicon);
    expect(heliconTimeMs({ graniteTime: '2025-01-01T00:00:00Z' })).toBeNull();
    expect(heliconTimeMs({ heliconTime: 'soon' })).toBeNull();
    expect(heliconTimeMs(undefined)).toBeNull();
  });
});
