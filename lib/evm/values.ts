// viem's decoded values to DecodedValue: numbers as decimal text, strings as display text, nested
// arrays and tuples kept with their parameter names.
import type { AbiParameter, Hex } from 'viem';
import { displayText } from './text';
import type { DecodedArg, DecodedValue } from './types';

/** `(uint256,address)[]` for a tuple array, as Solidity signatures spell it. */
export function typeText(p: AbiParameter): string {
  if (!p.type.startsWith('tuple')) return p.type;
  const comps = 'components' in p ? (p.components as readonly AbiParameter[]) : [];
  return `(${comps.map(typeText).join(',')})${p.type.slice('tuple'.length)}`;
}

function arrayItemParam(p: AbiParameter): AbiParameter {
  return { ...p, name: '', type: p.type.replace(/\[\d*\]$/, '') } as AbiParameter;
}

export function decodedValue(p: AbiParameter, v: unknown): DecodedValue {
  if (/\[\d*\]$/.test(p.type)) {
    const item = arrayItemParam(p);
    const list = Array.isArray(v) ? v : [];
    return { kind: 'array', items: list.map((x) => decodedArg(item, x)) };
  }
  if (p.type === 'tuple') {
    const comps = 'components' in p ? (p.components as readonly AbiParameter[]) : [];
    const get = (c: AbiParameter, i: number) =>
      Array.isArray(v) ? v[i] : (v as Record<string, unknown> | null)?.[c.name ?? ''];
    return { kind: 'tuple', items: comps.map((c, i) => decodedArg(c, get(c, i))) };
  }
  if (p.type === 'address') return { kind: 'address', value: String(v) as Hex };
  if (p.type === 'bool') return { kind: 'bool', value: v === true };
  if (p.type === 'string') return { kind: 'string', value: displayText(String(v ?? ''), 1024) };
  if (p.type.startsWith('uint')) return { kind: 'uint', value: String(v) };
  if (p.type.startsWith('int')) return { kind: 'int', value: String(v) };
  return { kind: 'bytes', value: String(v) as Hex };
}

export function decodedArg(p: AbiParameter, v: unknown): DecodedArg {
  return { name: p.name || null, type: typeText(p), value: decodedValue(p, v) };
}

/** Decoded args by their parameters; viem gives a positional array for functions and errors. */
export function decodedArgs(params: readonly AbiParameter[], values: readonly unknown[] | undefined): DecodedArg[] {
  return params.map((p, i) => decodedArg(p, values?.[i]));
}

/** `transfer(address,uint256)`: a function's, event's or error's canonical signature. */
export function signatureOf(item: { name: string; inputs: readonly AbiParameter[] }): string {
  return `${item.name}(${item.inputs.map(typeText).join(',')})`;
}
