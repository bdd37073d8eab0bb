import { describe, expect, it } from 'vitest';
import { versionDistribution } from './versions';

describe('peer version distribution', () => {
  it('counts each version, most common first', () => {
    expect(versionDistribution(['avalanchego/1.13.0', 'avalanchego/1.13.2', 'avalanchego/1.13.2'])).toEqual([
      { version: 'avalanchego/1.13.2', count: 2 },
      { version: 'avalanchego/1.13.0', count: 1 },
    ]);
  });
});
