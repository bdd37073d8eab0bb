import { describe, expect, test } from 'vitest';
import type { ActivitySource, Logger } from '../core/contracts';
import { createRng } from '../core/rng';
import { ActivityGenerator } from './generator';

function recordingLog(): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) =>
    lines.push(`${level} ${msg} ${JSON.stringify(fields)}`);
  return { log: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }, lines };
}

const failing = (name: string, message: string): ActivitySource => ({
  name,
  weight: 1,
  step: () => Promise.reject(new Error(message)),
});

describe('ActivityGenerator', () => {
  test('a lost race is logged at debug, a broken source at warn; the other sources still run', async () => {
    const { log, lines } = recordingLog();
    let ran = 0;
    const ok: ActivitySource = { name: 'ok', weight: 1, step: async () => (ran++, true) };
    const gen = new ActivityGenerator({
      log,
      rng: createRng('generator-test'),
      sources: [
        failing('raced', 'failed to verify transfer: failed to get utxo 2Jx…: not found'),
        failing('broken', 'inputs not sorted and unique'),
        ok,
      ],
      ticks: [],
      clock: { nowMs: () => 0 },
    });
    for (let i = 0; i < 12; i++) expect(await gen.step()).toBe('ok');
    expect(ran).toBe(12);
    expect(lines.some((l) => l.startsWith('debug activity step refused {"source":"raced"'))).toBe(true);
    expect(
      lines.some((l) =>
        l.startsWith('warn activity step failed {"source":"broken","error":"inputs not sorted and unique"}'),
      ),
    ).toBe(true);
    expect(lines.filter((l) => l.startsWith('warn')).every((l) => l.includes('"broken"'))).toBe(true);
  });
});
