import { describe, expect, it } from 'vitest';
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import { subnetParams, validatorParams } from './validator-params';

describe('validator call params', () => {
  it('leaves the Primary Network to the node’s default, so seed and island ask the same call', () => {
    expect(validatorParams('NodeID-abc', PRIMARY_NETWORK_ID)).toEqual({ nodeIDs: ['NodeID-abc'] });
    expect(subnetParams(PRIMARY_NETWORK_ID)).toEqual({});
  });

  it('names an L1’s subnet', () => {
    expect(validatorParams('NodeID-abc', 'subnet1')).toEqual({ nodeIDs: ['NodeID-abc'], subnetID: 'subnet1' });
  });
});
