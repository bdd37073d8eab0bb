// The params a console form stands for, in the node's wire form; or why they are not valid.
import { readDraft, type Draft } from '@/lib/console/draft';
import { formModelOf } from '@/lib/console/form-model';
import { canonicalParams } from '@/lib/node/params';
import type { AnyMethodDef } from '@/lib/registry';

export type WireParams = { ok: true; value: unknown; json: string | undefined } | { ok: false; message: string };

export function wireParams(def: AnyMethodDef, draft: Draft): WireParams {
  const read = readDraft(formModelOf(def.params), draft);
  if (read.kind === 'error') return { ok: false, message: `${read.path.join('.')}: ${read.message}` };
  const value = read.kind === 'value' ? read.value : def.service === 'eth' ? [] : {};
  const canonical = canonicalParams(def, value);
  return canonical.ok ? { ok: true, value, json: canonical.json } : { ok: false, message: canonical.message };
}
