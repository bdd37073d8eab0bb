// getAllValidatorsAt stands for a subnet's set only when it holds all of it; otherwise the view asks
// getValidatorsAt.
import { describe, expect, it } from 'vitest';
import { platform } from '@/lib/registry/platform';
import { rowsFromAllSets } from './set-at-height';

const SUBNET = '11111111111111111111111111111111LpoYY';
const A = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';
const B = 'NodeID-MFrZFVCXPv5iCn6M9K6XduxGTYp891xXZ';
const KEY = `0x${'a'.repeat(96)}`;

/** A reply as the node sends it, read by the registry's schema. */
const reply = (sets: Record<string, unknown>) => platform.getAllValidatorsAt.result.parse({ validatorSets: sets });

describe('rowsFromAllSets', () => {
  it('gives each keyed validator its weight and key when they make up the whole set', () => {
    const all = reply({
      [SUBNET]: {
        validators: [
          { publicKey: KEY, weight: '30', nodeIDs: [A] },
          { publicKey: KEY.replace(/a/g, 'b'), weight: '20', nodeIDs: [B] },
        ],
        totalWeight: '50',
      },
    });
    expect(rowsFromAllSets(all, SUBNET)).toEqual([
      { nodeID: A, weight: 30n, publicKey: KEY },
      { nodeID: B, weight: 20n, publicKey: KEY.replace(/a/g, 'b') },
    ]);
  });

  it('gives up when weight has no key, validators share a key, or the subnet is absent', () => {
    const missingKeyed = reply({
      [SUBNET]: { validators: [{ publicKey: KEY, weight: '30', nodeIDs: [A] }], totalWeight: '50' },
    });
    expect(rowsFromAllSets(missingKeyed, SUBNET)).toBeNull();
    const shared = reply({
      [SUBNET]: { validators: [{ publicKey: KEY, weight: '50', nodeIDs: [A, B] }], totalWeight: '50' },
    });
    expect(rowsFromAllSets(shared, SUBNET)).toBeNull();
    expect(rowsFromAllSets(reply({}), SUBNET)).toBeNull();
  });
});
