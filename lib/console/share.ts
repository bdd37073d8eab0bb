// Which calls may be shared as a link (share-query.ts writes and reads it): calls that change state or
// carry a password or key are never put in a URL.
import type { AnyMethodDef } from '@/lib/registry';
import { carriesCredentials, formModelOf } from './form-model';

/** A read call: may be shared as a link and copied as curl (it changes nothing and carries no secret). */
export function isShareable(def: AnyMethodDef): boolean {
  return !def.changesState && !carriesCredentials(formModelOf(def.params));
}
