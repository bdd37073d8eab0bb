// A form's state (its draft) and the params it stands for. Text stays text while typed; only when
// the form is sent is each field read as the value its schema takes. Empty optional fields are
// left out, so the node sees exactly what was filled in.
import type { FieldModel } from './form-model';

/** Text fields hold strings; required booleans hold booleans; nested fields nest. */
export type Draft = string | boolean | Draft[] | RecordRow[] | { [field: string]: Draft };
export interface RecordRow {
  key: string;
  value: Draft;
}

export type DraftReading =
  { kind: 'value'; value: unknown } | { kind: 'empty' } | { kind: 'error'; path: (string | number)[]; message: string };

const INTEGER = /^\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** JSON with bigints as decimal strings (the way the node reads uint64s). */
export function jsonText(value: unknown, indent?: number): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), indent) ?? '';
}

/** The draft a value fills a field with (an example, a shared link's params). */
export function draftOf(model: FieldModel, value: unknown): Draft {
  switch (model.kind) {
    case 'text':
      if (value === undefined || value === null) return '';
      return typeof value === 'string' ? value : typeof value === 'object' ? jsonText(value) : String(value);
    case 'select':
      return model.options.some((o) => o.value === value) ? String(value) : '';
    case 'boolean':
      if (!model.optional) return value === true;
      return value === true || value === false ? String(value) : '';
    case 'object': {
      const obj = isObject(value) ? value : {};
      return Object.fromEntries(model.fields.map((f) => [f.name, draftOf(f.model, obj[f.name])]));
    }
    case 'array': {
      if (Array.isArray(value) && value.length > 0) return value.map((v) => draftOf(model.item, v));
      // A required list of scalars starts with one empty row to type into (an empty row reads as []).
      return !model.optional && isScalar(model.item) ? [draftOf(model.item, undefined)] : [];
    }
    case 'tuple': {
      const list = Array.isArray(value) ? value : [];
      return model.items.map((m, i) => draftOf(m, list[i]));
    }
    case 'record':
      return isObject(value) ? Object.entries(value).map(([key, v]) => ({ key, value: draftOf(model.value, v) })) : [];
    case 'json':
      return value === undefined ? '' : jsonText(value, 2);
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function isScalar(m: FieldModel): boolean {
  return m.kind === 'text' || m.kind === 'select' || m.kind === 'boolean';
}

/** What a typed text means for a field: the first reading its schema accepts, else the text itself. */
function readText(model: Extract<FieldModel, { kind: 'text' }>, text: string): unknown {
  const readings: unknown[] = [text];
  if (INTEGER.test(text)) {
    readings.push(BigInt(text));
    if (Number.isSafeInteger(Number(text))) readings.push(Number(text));
  } else if (DECIMAL.test(text)) readings.push(Number(text));
  return readings.find((r) => model.schema.safeParse(r).success) ?? text;
}

const EMPTY: DraftReading = { kind: 'empty' };

/** The value a draft stands for; empty when nothing was filled in. */
export function readDraft(model: FieldModel, draft: Draft, path: (string | number)[] = []): DraftReading {
  switch (model.kind) {
    case 'text': {
      const text = typeof draft === 'string' ? draft.trim() : '';
      return text === '' ? EMPTY : { kind: 'value', value: readText(model, text) };
    }
    case 'select': {
      const chosen = model.options.find((o) => String(o.value) === draft);
      return chosen ? { kind: 'value', value: chosen.value } : EMPTY;
    }
    case 'boolean':
      if (typeof draft === 'boolean') return { kind: 'value', value: draft };
      return draft === 'true' || draft === 'false' ? { kind: 'value', value: draft === 'true' } : EMPTY;
    case 'object': {
      const fields = isObject(draft) ? (draft as Record<string, Draft>) : {};
      const out: Record<string, unknown> = {};
      for (const f of model.fields) {
        const r = readDraft(f.model, fields[f.name] ?? '', [...path, f.name]);
        if (r.kind === 'error') return r;
        if (r.kind === 'value') out[f.name] = r.value;
      }
      return Object.keys(out).length === 0 && model.optional ? EMPTY : { kind: 'value', value: out };
    }
    case 'array': {
      const items = Array.isArray(draft) ? (draft as Draft[]) : [];
      const out: unknown[] = [];
      for (const [i, item] of items.entries()) {
        const r = readDraft(model.item, item, [...path, i]);
        if (r.kind === 'error') return r;
        if (r.kind === 'value') out.push(r.value);
      }
      return out.length === 0 && model.optional ? EMPTY : { kind: 'value', value: out };
    }
    case 'tuple': {
      const items = Array.isArray(draft) ? (draft as Draft[]) : [];
      const out: unknown[] = [];
      for (const [i, m] of model.items.entries()) {
        const r = readDraft(m, items[i] ?? '', [...path, i]);
        if (r.kind === 'error') return r;
        out.push(r.kind === 'value' ? r.value : undefined);
      }
      // A left-out trailing param is not sent at all.
      while (out.length > 0 && out[out.length - 1] === undefined) out.pop();
      return { kind: 'value', value: out };
    }
    case 'record': {
      const rows = Array.isArray(draft) ? (draft as RecordRow[]) : [];
      const out: Record<string, unknown> = {};
      for (const row of rows) {
        const key = row.key.trim();
        if (key === '') continue;
        if (Object.hasOwn(out, key)) return { kind: 'error', path: [...path, key], message: 'this key is given twice' };
        const r = readDraft(model.value, row.value, [...path, key]);
        if (r.kind === 'error') return r;
        if (r.kind === 'value') out[key] = r.value;
      }
      return Object.keys(out).length === 0 && model.optional ? EMPTY : { kind: 'value', value: out };
    }
    case 'json': {
      const text = typeof draft === 'string' ? draft.trim() : '';
      if (text === '') return EMPTY;
      try {
        return { kind: 'value', value: JSON.parse(text) as unknown };
      } catch (e) {
        return { kind: 'error', path, message: `not valid JSON (${(e as Error).message})` };
      }
    }
  }
}
