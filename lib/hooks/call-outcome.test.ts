import { expect, it } from 'vitest';
import { HttpStatusError, RpcError, TransportError } from '@/lib/client';
import { backedOffPeriod, consecutiveFailures, isRateLimited, outcomeOf } from './call-outcome';

// The header's badge turns red only for calls the node did not answer (issue 25): a method the chain
// does not serve (/fees, -32601) is an answer, and Snowline's own 429 is neither.
it('tells a node that did not answer from one that answered an error, and from a refused call', () => {
  expect(outcomeOf(new RpcError('eth_feeConfig', -32601, 'the method eth_feeConfig does not exist', null))).toBe(
    'answered',
  );
  expect(outcomeOf(new RpcError('avm.getTx', -32000, 'not found', null))).toBe('answered');
  expect(outcomeOf(new HttpStatusError('info.peers', 429, '{"error":{"code":-32016}}'))).toBe('refused');
  expect(outcomeOf(new HttpStatusError('info.peers', 502, ''))).toBe('unreachable');
  expect(outcomeOf(new HttpStatusError('info.peers', 504, ''))).toBe('unreachable');
  expect(outcomeOf(new TransportError('info.peers', 'network', 'down'))).toBe('unreachable');
  expect(outcomeOf(new TransportError('info.peers', 'aborted', 'left the page'))).toBe('aborted');
  expect(isRateLimited(new RpcError('x', -32016, 'too many', null))).toBe(true);
});

it('doubles a polling period after each failure in a row, up to a minute, and resets on success', () => {
  expect(backedOffPeriod(3_000, 0)).toBe(3_000);
  expect(backedOffPeriod(3_000, 1)).toBe(6_000);
  expect(backedOffPeriod(3_000, 3)).toBe(24_000);
  expect(backedOffPeriod(3_000, 20)).toBe(60_000);
  const query = { state: { status: 'success', errorUpdateCount: 2 } };
  expect(consecutiveFailures(query)).toBe(0);
  query.state = { status: 'error', errorUpdateCount: 5 };
  expect(consecutiveFailures(query)).toBe(3);
  query.state = { status: 'success', errorUpdateCount: 5 };
  expect(consecutiveFailures(query)).toBe(0);
  query.state = { status: 'error', errorUpdateCount: 6 };
  expect(consecutiveFailures(query)).toBe(1);
});
