// Every registry method gets a form, and what a form holds is what the method is sent: for each
// method's params schema, a filled-in value goes into a draft, is read back as the same value, and
// the schema accepts it. A method whose params cannot be typed into its form fails here.
import { describe, expect, it } from 'vitest';
import { allMethods } from '@/lib/registry';
import { draftOf, readDraft } from './draft';
import { carriesCredentials, formModelOf, type FieldModel } from './form-model';

// Valid texts of the formats the registry's params use: a text field is filled with the first its
// schema accepts (a cb58 id, a node id, an address, hex, a time, a number).
const TEXT_SAMPLES = [
  '12',
  '2Z4UKy5NfVDaEBcqpSJBk4k5GEDXcQM8h6x8ArZvY4h7H4fZNH',
  '11111111111111111111111111111111LpoYY',
  'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg',
  'X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u',
  'local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u',
  '0x00000000',
  '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC',
  '0x' + 'ab'.repeat(32),
  '0x1f',
  '2024-07-15T12:00:00Z',
  'X',
];

/** A value for a field, or undefined to leave an optional one out (every second one, for variety). */
function sample(model: FieldModel, fill: { n: number }): unknown {
  if (model.optional && fill.n++ % 2 === 1) return undefined;
  switch (model.kind) {
    case 'text':
      return firstAccepted(model);
    case 'select':
      return model.options[0]!.value;
    case 'boolean':
      return true;
    case 'object':
      return Object.fromEntries(
        model.fields.map((f) => [f.name, sample(f.model, fill)]).filter(([, v]) => v !== undefined),
      );
    case 'array':
      return [sample({ ...model.item, optional: false }, fill)];
    case 'tuple': {
      const items = model.items.map((m) => sample(m, fill));
      while (items.length > 0 && items[items.length - 1] === undefined) items.pop();
      return items;
    }
    case 'record':
      return { k: sample({ ...model.value, optional: false }, fill) };
    case 'json':
      return JSON_SAMPLES.find((v) => model.schema.safeParse(v).success);
  }
}

/** The first sample text the field accepts, as the form reads it (a number where the schema takes one). */
function firstAccepted(model: Extract<FieldModel, { kind: 'text' }>): unknown {
  for (const text of TEXT_SAMPLES) {
    const read = readDraft(model, text);
    if (read.kind === 'value' && model.schema.safeParse(read.value).success) return read.value;
  }
  throw new Error(`no sample text fits a ${model.format} field`);
}

const JSON_SAMPLES: unknown[] = [null, '0x' + 'ab'.repeat(32), { anything: ['at', 1] }, [], 0];

describe('console forms over every registry method', () => {
  it('covers all 144 methods', () => {
    expect(allMethods).toHaveLength(144);
  });

  for (const def of allMethods) {
    it(`${def.method}: a filled-in form reads back as params the method accepts`, () => {
      const model = formModelOf(def.params);
      expect(['object', 'tuple']).toContain(model.kind);
      for (const fill of [{ n: 0 }, { n: 1 }]) {
        const value = sample(model, fill);
        const read = readDraft(model, draftOf(model, value));
        expect(read.kind).toBe('value');
        const params = (read as { value: unknown }).value;
        expect(params).toEqual(value);
        const parsed = def.params.safeParse(params);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      }
    });

    if (def.example !== undefined) {
      it(`${def.method}: its example fills the form, and the form reads it back as the same params`, () => {
        const model = formModelOf(def.params);
        const draft = draftOf(model, def.example);
        const read = readDraft(model, draft);
        expect(read.kind).toBe('value');
        const value = (read as { value: unknown }).value;
        // Typed text stays as typed ("20" for a uint64 the example wrote as 20): the same draft again.
        expect(draftOf(model, value)).toEqual(draft);
        const whole = def.params.safeParse(def.example);
        if (whole.success) expect(def.params.parse(value)).toEqual(whole.data);
      });
    }
  }
});

describe('form fields', () => {
  const byName = (name: string) => allMethods.find((m) => m.method === name)!;

  it('shows a uint64 as text, and sends a big one exactly', () => {
    const model = formModelOf(byName('index.getContainerByIndex').params);
    expect(model.kind).toBe('object');
    const index = (model as Extract<FieldModel, { kind: 'object' }>).fields.find((f) => f.name === 'index')!.model;
    expect(index).toMatchObject({ kind: 'text', format: 'uint' });
    const read = readDraft(model, { index: '18446744073709551615', encoding: '' });
    expect(read.kind).toBe('value');
    const params = byName('index.getContainerByIndex').params.parse((read as { value: unknown }).value);
    expect(params).toEqual({ index: 18446744073709551615n });
  });

  it('offers an enum as a select', () => {
    const model = formModelOf(byName('avm.getTx').params) as Extract<FieldModel, { kind: 'object' }>;
    const encoding = model.fields.find((f) => f.name === 'encoding')!.model;
    expect(encoding.kind).toBe('select');
    expect((encoding as Extract<FieldModel, { kind: 'select' }>).options.map((o) => o.value)).toContain('hex');
  });

  it('names eth’s positional params and leaves out a trailing empty one', () => {
    const model = formModelOf(byName('eth_getBalance').params) as Extract<FieldModel, { kind: 'tuple' }>;
    expect(model.items.map((m) => m.label)).toEqual(['address', 'block']);
    const address = '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC';
    expect(readDraft(model, [address, ''])).toEqual({ kind: 'value', value: [address] });
  });

  it('edits a record as rows of keys, and refuses a key given twice', () => {
    const model = formModelOf(byName('avm.buildGenesis').params) as Extract<FieldModel, { kind: 'object' }>;
    expect(model.fields.find((f) => f.name === 'genesisData')!.model.kind).toBe('record');
    const draft = draftOf(model, byName('avm.buildGenesis').example) as Record<string, unknown>;
    const rows = draft.genesisData as unknown[];
    expect(readDraft(model, { ...draft, genesisData: [rows[0], rows[0]] } as never)).toMatchObject({
      kind: 'error',
      path: ['genesisData', 'asset1'],
    });
  });

  it('reports JSON that does not parse, with where it is', () => {
    const model = formModelOf(byName('eth_getLogs').params) as Extract<FieldModel, { kind: 'tuple' }>;
    const filter = model.items[0] as Extract<FieldModel, { kind: 'object' }>;
    const topics = filter.fields.find((f) => f.name === 'topics')!.model as Extract<FieldModel, { kind: 'array' }>;
    expect(topics.item.kind).toBe('json');
    const draft = draftOf(model, [{ topics: ['x'] }]) as [Record<string, unknown>];
    const read = readDraft(model, [{ ...draft[0], topics: ['{nope'] }] as never);
    expect(read).toMatchObject({ kind: 'error', path: [0, 'topics', 0] });
  });

  it('knows which forms carry a password or a key', () => {
    expect(carriesCredentials(formModelOf(byName('keystore.exportUser').params))).toBe(true);
    expect(carriesCredentials(formModelOf(byName('avm.importKey').params))).toBe(true);
    expect(carriesCredentials(formModelOf(byName('platform.getHeight').params))).toBe(false);
  });
});
