// implement() against the registry: what the compiler refuses (each @ts-expect-error line must be an
// error, or tsc fails) is refused at start too, and a handler gets its params as the node decodes them.
import { describe, expect, test } from 'vitest';
import { registry } from '@/lib/registry';
import { WireParamsError } from '@/lib/registry/wire-params';
import { handlersFor, implement } from './implement';

const report = { checks: {}, healthy: true };

describe('implement', () => {
  test('a service missing a handler does not compile, and is refused by name', () => {
    expect(() =>
      // @ts-expect-error liveness has no handler
      implement(registry.health, { health: () => report, readiness: () => report }),
    ).toThrow('health.liveness has no devnet handler');
  });

  test('a handler without a registry method is refused by name, also when parts are spread together', () => {
    const part = handlersFor(registry.health, { health: () => report, bogus: () => report });
    expect(() =>
      implement(registry.health, { ...part.handlers, readiness: () => report, liveness: () => report }),
    ).toThrow('devnet handler health.bogus has no registry method');
  });

  test('params and results are typed by the method schemas', () => {
    implement(registry.health, {
      // @ts-expect-error healthy is a boolean on the wire
      health: () => ({ checks: {}, healthy: 'yes' }),
      // @ts-expect-error tags are strings (or null items, as Go decodes them), never numbers
      readiness: (p: { tags?: number[] }) => ({ checks: {}, healthy: p.tags !== undefined }),
      liveness: (p) => ({ checks: {}, healthy: (p.tags ?? []).every((t) => t === null || t.length > 0) }),
    });
  });

  test('each method decodes its params with Go semantics before its handler runs', async () => {
    const seen: unknown[] = [];
    const svc = implement(registry.index, {
      getLastAccepted: (p) => {
        seen.push(p);
        return { id: '', bytes: '0x', timestamp: '', encoding: p.encoding ?? 'hex', index: '0' };
      },
      getContainerByIndex: () => ({ id: '', bytes: '0x', timestamp: '', encoding: 'hex', index: '0' }),
      getContainerByID: () => ({ id: '', bytes: '0x', timestamp: '', encoding: 'hex', index: '0' }),
      getContainerRange: () => ({ containers: [] }),
      getIndex: () => ({ index: '0' }),
      isAccepted: () => ({ isAccepted: false }),
    });
    expect(svc).toMatchObject({ service: 'index', namespace: 'index' });
    const byIndex = svc.methods.get('index.getContainerByIndex')!;
    // Case-insensitive keys, quoted numbers, one-element array: as json2 and encoding/json read them.
    expect(byIndex.decode([{ INDEX: '7', encoding: 'hex' }])).toEqual({ index: 7n, encoding: 'hex' });
    expect(() => byIndex.decode({ index: 'seven' })).toThrow(WireParamsError);
    const last = svc.methods.get('index.getLastAccepted')!;
    await last.run(last.decode({ encoding: 'hexnc' }), { path: '/ext/index/X/tx' });
    expect(seen).toEqual([{ encoding: 'hexnc' }]);
  });
});
