import { describe, expect, it } from 'vitest';
import type { MessageView } from '@/lib/icm/message';
import { icmConditions, readIcmWatches } from './icm-watch';

const view = (id: string, status: MessageView['status'], sentMs: number | null): MessageView => ({
  id,
  status,
  messenger: null,
  source: { chain: null, txHash: null, sender: null, timeMs: sentMs },
  destination: { chain: null, address: null },
  nonce: null,
  requiredGas: null,
  relayers: [],
  fee: null,
  missingFee: false,
  payload: null,
  warpID: null,
  deliverer: null,
  timeline: [],
  retry: null,
  undecoded: [],
});

describe('ICM watches', () => {
  it('reads addresses with an optional number of minutes, and refuses anything else', () => {
    const a = '0x253B2784c75e510dD0fF1da844684a1aC0aa5fcf';
    expect(readIcmWatches({ SNOWLINE_ICM_WATCH: ` ${a}, ${a}:2.5` } as unknown as NodeJS.ProcessEnv)).toEqual([
      { address: a.toLowerCase(), stuckMinutes: 10 },
      { address: a.toLowerCase(), stuckMinutes: 2.5 },
    ]);
    expect(readIcmWatches({} as NodeJS.ProcessEnv)).toEqual([]);
    expect(() => readIcmWatches({ SNOWLINE_ICM_WATCH: `${a}:0` } as unknown as NodeJS.ProcessEnv)).toThrow(
      /SNOWLINE_ICM_WATCH/,
    );
    expect(() => readIcmWatches({ SNOWLINE_ICM_WATCH: '0x12' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /not 0x<address>/,
    );
  });

  it('alerts on a message waiting past its minutes, not before, and on a failed execution', () => {
    const now = 1_000_000;
    expect(icmConditions([view('0xa', 'sent', now - 59_000)], now, 1)).toEqual([]);
    const stuck = icmConditions([view('0xa', 'sent', now - 60_000), view('0xb', 'executed', now - 600_000)], now, 1);
    expect(stuck).toHaveLength(1);
    expect(stuck[0]).toMatchObject({ condition: 'icm-stuck', severity: 'warning' });
    expect(stuck[0]!.detail).toContain('0xa');
    const both = icmConditions([view('0xa', 'sent', 0), view('0xf', 'failed', now)], now, 1);
    expect(both.map((c) => c.condition)).toEqual(['icm-stuck', 'icm-failed']);
    expect(both[1]!.detail).toContain('retryMessageExecution');
  });
});
