'use client';
// One form field of the console, drawn from its form model (lib/console/form-model.ts): text for ids,
// amounts and hex (a uint64 is typed as text, so it stays exact), a select for an enum, rows for
// arrays and records, nested fieldsets for objects, a JSON box for anything else.
import type { ReactNode } from 'react';
import { ChoiceOptions } from '@/components/ui/choice-options';
import type { Draft, RecordRow } from '@/lib/console/draft';
import { draftOf } from '@/lib/console/draft';
import { CREDENTIAL_FIELDS, type FieldModel } from '@/lib/console/form-model';
import { TEXT_FORMATS } from '@/lib/console/text-formats';

const input =
  'w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-sm dark:border-slate-700 dark:bg-slate-950';
const small =
  'rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

interface Props {
  model: FieldModel;
  draft: Draft;
  onChange: (d: Draft) => void;
  /** The field's name in its object ('' at the top). */
  name: string;
  /** A stable id prefix for labels and test ids. */
  id: string;
}

function Label({ id, name, model }: { id: string; name: string; model: FieldModel }) {
  const text = name || model.label;
  if (!text) return null;
  return (
    <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600 dark:text-slate-400">
      <span className="font-mono">{text}</span>
      {model.optional ? (
        <span className="ml-1 font-normal">(optional)</span>
      ) : (
        <span className="ml-1 text-red-600">*</span>
      )}
      {model.kind === 'text' && model.format !== 'text' && (
        <span className="ml-2 font-normal text-slate-500">{TEXT_FORMATS[model.format]}</span>
      )}
    </label>
  );
}

/** A labelled field: its label above the control. */
function Labelled({ id, name, model, children }: { id: string; name: string; model: FieldModel; children: ReactNode }) {
  return (
    <div>
      <Label id={id} name={name} model={model} />
      {children}
    </div>
  );
}

/** A nested group (object, list or map) under its name, `suffix` saying which. */
function Group({
  name,
  model,
  suffix,
  children,
}: {
  name: string;
  model: FieldModel;
  suffix?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
      <legend className="px-1 font-mono text-xs text-slate-600 dark:text-slate-400">
        {name || model.label}
        {suffix !== undefined && ` ${suffix}`}
        {model.optional && ' (optional)'}
      </legend>
      {children}
    </fieldset>
  );
}

function SmallButton({
  label,
  onClick,
  className = '',
  testId,
  children,
}: {
  label?: string;
  onClick: () => void;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`${small} ${className}`.trim()}
      aria-label={label}
      data-testid={testId}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

export function FieldEditor({ model, draft, onChange, name, id }: Props) {
  // The props every single control of a field shares: its id, test id, text value and change handler.
  const control = {
    id,
    'data-testid': `field-${id}`,
    className: input,
    value: typeof draft === 'string' ? draft : '',
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  const choice = (options: readonly (readonly [string, string])[]) => (
    <Labelled id={id} name={name} model={model}>
      <select {...control}>
        <ChoiceOptions options={options} />
      </select>
    </Labelled>
  );
  switch (model.kind) {
    case 'text': {
      const secret = CREDENTIAL_FIELDS.has(name);
      const listId = model.suggestions.length > 0 ? `${id}-suggestions` : undefined;
      return (
        <Labelled id={id} name={name} model={model}>
          <input
            {...control}
            type={secret ? 'password' : 'text'}
            autoComplete={secret ? 'new-password' : 'off'}
            spellCheck={false}
            list={listId}
            placeholder={model.suggestions.length > 0 ? model.suggestions.join(' / ') : undefined}
          />
          {listId && (
            <datalist id={listId}>
              {model.suggestions.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          )}
        </Labelled>
      );
    }
    case 'select':
      return choice([
        ['', model.optional ? '(not sent)' : '(choose)'],
        ...model.options.map((o) => [String(o.value), o.label] as const),
      ]);
    case 'boolean':
      if (!model.optional) {
        return (
          <label className="flex items-center gap-2 text-sm">
            <input
              id={id}
              data-testid={`field-${id}`}
              type="checkbox"
              checked={draft === true}
              onChange={(e) => onChange(e.target.checked)}
            />
            <span className="font-mono text-xs">{name || model.label}</span>
          </label>
        );
      }
      return choice([
        ['', '(not sent)'],
        ['true', 'true'],
        ['false', 'false'],
      ]);
    case 'json':
      return (
        <Labelled id={id} name={name} model={model}>
          <textarea {...control} className={`${input} min-h-20`} spellCheck={false} placeholder="JSON" />
        </Labelled>
      );
    case 'object': {
      const fields = (draft && typeof draft === 'object' && !Array.isArray(draft) ? draft : {}) as Record<
        string,
        Draft
      >;
      const body = (
        <div className="space-y-3">
          {model.fields.length === 0 && <p className="text-sm text-slate-500">This method takes no params.</p>}
          {model.fields.map((f) => (
            <FieldEditor
              key={f.name}
              model={f.model}
              name={f.name}
              id={id ? `${id}.${f.name}` : f.name}
              draft={fields[f.name] ?? draftOf(f.model, undefined)}
              onChange={(d) => onChange({ ...fields, [f.name]: d })}
            />
          ))}
        </div>
      );
      if (!name && !model.label) return body;
      return (
        <Group name={name} model={model}>
          {body}
        </Group>
      );
    }
    case 'array':
    case 'tuple': {
      const items = Array.isArray(draft) ? (draft as Draft[]) : [];
      const isTuple = model.kind === 'tuple';
      const set = (i: number, d: Draft) => onChange(items.map((x, j) => (j === i ? d : x)));
      const rows = (
        <div className="space-y-2">
          {(isTuple ? model.items : items).map((_, i) => {
            const m = isTuple ? model.items[i]! : model.item;
            return (
              <div key={i} className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <FieldEditor
                    model={m}
                    name=""
                    id={`${id}.${i}`}
                    draft={items[i] ?? draftOf(m, undefined)}
                    onChange={(d) => set(i, d)}
                  />
                </div>
                {!isTuple && (
                  <SmallButton
                    className="mt-1"
                    label={`Remove item ${i + 1}`}
                    onClick={() => onChange(items.filter((_x, j) => j !== i))}
                  >
                    ✕
                  </SmallButton>
                )}
              </div>
            );
          })}
          {!isTuple && (
            <SmallButton testId={`add-${id}`} onClick={() => onChange([...items, draftOf(model.item, undefined)])}>
              + Add
            </SmallButton>
          )}
        </div>
      );
      if (isTuple && !name) return rows;
      return (
        <Group name={name} model={model} suffix={isTuple ? '' : '[ ]'}>
          {rows}
        </Group>
      );
    }
    case 'record': {
      const rows = Array.isArray(draft) ? (draft as RecordRow[]) : [];
      const set = (i: number, r: RecordRow) => onChange(rows.map((x, j) => (j === i ? r : x)));
      return (
        <Group name={name} model={model} suffix="{ key: … }">
          <div className="space-y-3">
            {rows.map((row, i) => (
              <div
                key={i}
                className="space-y-2 rounded border border-dashed border-slate-300 p-2 dark:border-slate-700"
              >
                <div className="flex items-center gap-2">
                  <input
                    className={input}
                    aria-label="key"
                    placeholder="key"
                    value={row.key}
                    onChange={(e) => set(i, { ...row, key: e.target.value })}
                  />
                  <SmallButton
                    label={`Remove ${row.key || 'row'}`}
                    onClick={() => onChange(rows.filter((_x, j) => j !== i))}
                  >
                    ✕
                  </SmallButton>
                </div>
                <FieldEditor
                  model={model.value}
                  name=""
                  id={`${id}.${i}`}
                  draft={row.value}
                  onChange={(d) => set(i, { ...row, value: d })}
                />
              </div>
            ))}
            <SmallButton onClick={() => onChange([...rows, { key: '', value: draftOf(model.value, undefined) }])}>
              + Add key
            </SmallButton>
          </div>
        </Group>
      );
    }
  }
}
