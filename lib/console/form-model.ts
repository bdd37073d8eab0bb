// What form a method's params schema asks for, read from the zod schema itself: the API console
// draws its forms from this, so a method added to the registry gets a form with no further code.
// Scalars that arrive as text (ids, addresses, uint64s, hex) are text fields; enums are selects;
// objects, arrays, tuples and records nest; anything else (unknown, mixed unions) is edited as JSON.
import type { z } from 'zod';
import { formatOf, type TextFormat } from './text-formats';

interface Common {
  optional: boolean;
  /** The schema's own description (eth's positional params are named this way). */
  label?: string;
}

export type FieldModel =
  | (Common & {
      kind: 'text';
      format: TextFormat;
      /** Values the field also takes as they are ('latest', 'proposed'). */
      suggestions: string[];
      /** The field's schema: a typed text is sent as the first reading of it that this accepts. */
      schema: z.ZodType;
    })
  | (Common & { kind: 'select'; options: { label: string; value: string | number | boolean }[] })
  | (Common & { kind: 'boolean' })
  | (Common & { kind: 'object'; fields: { name: string; model: FieldModel }[] })
  | (Common & { kind: 'array'; item: FieldModel })
  | (Common & { kind: 'tuple'; items: FieldModel[] })
  | (Common & { kind: 'record'; value: FieldModel })
  | (Common & { kind: 'json'; schema: z.ZodType });

type Def = { type: string } & Record<string, unknown>;
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const descriptionOf = (s: z.ZodType): string | undefined => (s as { description?: string }).description;

type Scalar = { literal?: string | number | boolean; text?: boolean; format?: TextFormat };

/** The scalar readings of a schema (a union's options, flattened), or null if any option is not a scalar. */
function scalarOptions(s: z.ZodType): Scalar[] | null {
  const known = formatOf(s);
  const def = defOf(s);
  switch (def.type) {
    case 'string':
    case 'bigint':
      return [{ text: true, format: known ?? 'text' }];
    case 'number':
      return [{ text: true, format: known ?? 'number' }];
    case 'enum':
      return Object.values(def.entries as Record<string, string | number>).map((v) => ({ literal: v }));
    case 'literal':
      return (def.values as (string | number | boolean)[]).map((v) => ({ literal: v }));
    case 'pipe': {
      const inner = scalarOptions(def.in as z.ZodType);
      return inner && known ? inner.map((o) => (o.text ? { ...o, format: known } : o)) : inner;
    }
    case 'union': {
      const out: Scalar[] = [];
      for (const option of def.options as z.ZodType[]) {
        const o = scalarOptions(option);
        if (!o) return null;
        out.push(...o);
      }
      // A known format names the whole union (u64Param: bigint | number | string).
      return known ? out.map((o) => (o.text ? { ...o, format: known } : o)) : out;
    }
    default:
      return null;
  }
}

function scalarModel(s: z.ZodType, options: Scalar[], common: Common): FieldModel {
  const literals = options.filter((o) => o.literal !== undefined).map((o) => o.literal!);
  const text = options.find((o) => o.text);
  if (!text) return { ...common, kind: 'select', options: literals.map((v) => ({ label: String(v), value: v })) };
  // The most specific format among the options ('number' or plain text only when nothing says more).
  const named = options.find((o) => o.text && o.format !== 'text' && o.format !== 'number');
  return {
    ...common,
    kind: 'text',
    format: named?.format ?? text.format ?? 'text',
    suggestions: literals.map(String),
    schema: s,
  };
}

/** The form model of `schema`; `optional` when a wrapper around it allows leaving it out. */
export function formModelOf(schema: z.ZodType, optional = false, label?: string): FieldModel {
  const def = defOf(schema);
  const common: Common = { optional, label: descriptionOf(schema) ?? label };
  switch (def.type) {
    case 'optional':
      return formModelOf(def.innerType as z.ZodType, true, common.label);
    case 'nullable':
    case 'default':
    case 'readonly':
      return formModelOf(def.innerType as z.ZodType, optional || def.type === 'default', common.label);
    case 'boolean':
      return { ...common, kind: 'boolean' };
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return {
        ...common,
        kind: 'object',
        fields: Object.entries(shape).map(([name, field]) => ({ name, model: formModelOf(field) })),
      };
    }
    case 'array':
      return { ...common, kind: 'array', item: formModelOf(def.element as z.ZodType) };
    case 'tuple':
      return {
        ...common,
        kind: 'tuple',
        items: (def.items as z.ZodType[]).map((item, i) => formModelOf(item, false, `param ${i}`)),
      };
    case 'record':
      return { ...common, kind: 'record', value: formModelOf(def.valueType as z.ZodType) };
    default: {
      const options = scalarOptions(schema);
      return options ? scalarModel(schema, options, common) : { ...common, kind: 'json', schema };
    }
  }
}

/** Field names whose values are secrets: such a form is never put in a URL, a curl line or a cache. */
export const CREDENTIAL_FIELDS: ReadonlySet<string> = new Set(['password', 'privateKey']);

/** Whether a form asks for a password or a private key, at any depth. */
export function carriesCredentials(model: FieldModel): boolean {
  switch (model.kind) {
    case 'object':
      return model.fields.some((f) => CREDENTIAL_FIELDS.has(f.name) || carriesCredentials(f.model));
    case 'array':
      return carriesCredentials(model.item);
    case 'tuple':
      return model.items.some(carriesCredentials);
    case 'record':
      return carriesCredentials(model.value);
    default:
      return false;
  }
}
