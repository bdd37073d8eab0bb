// A log decoded as decodeCall decodes calls: a known ABI's event by its topic (the topic count tells
// ERC-20's Transfer from ERC-721's), a signature found offline, else its topics as words and its data
// in a guessed layout.
import { decodeEventLog, type AbiEvent, type Hex } from 'viem';
import { abiIndex, candidates } from './abi-index';
import type { DecodeContext } from './decode-call';
import { guessDataArgs } from './guess';
import { logIndexOf } from './log-index';
import type { DecodedArg, DecodedLog, EvmLogInput } from './types';
import { decodedArg, signatureOf } from './values';

function eventArgs(event: AbiEvent, args: unknown): DecodedArg[] {
  return event.inputs.map((p, i) => {
    const v = Array.isArray(args) ? args[i] : (args as Record<string, unknown>)[p.name ?? ''];
    return { ...decodedArg(p, v), indexed: p.indexed === true };
  });
}

export function decodeLog(log: EvmLogInput, ctx: Omit<DecodeContext, 'address'> = {}): DecodedLog {
  const address = log.address.toLowerCase() as Hex;
  const topics = log.topics.map((t) => t.toLowerCase() as Hex);
  const data = (log.data || '0x').toLowerCase() as Hex;
  const base = { address, logIndex: logIndexOf(log.logIndex) };
  const topic0 = topics[0];
  if (topic0) {
    const inBytecode = ctx.bytecode && ctx.bytecode.eventTopics.size > 0 ? ctx.bytecode.eventTopics.has(topic0) : null;
    const prefer = ctx.standard ?? ctx.bytecode?.standard ?? null;
    for (const c of candidates(abiIndex().events.get(topic0), address, prefer)) {
      if (!c.known && inBytecode === false) continue;
      try {
        const { args } = decodeEventLog({
          abi: [c.item],
          topics: topics as [Hex, ...Hex[]],
          data,
          strict: true,
        });
        return {
          ...base,
          name: c.item.name,
          signature: signatureOf(c.item),
          args: eventArgs(c.item, args),
          how: c.known ? 'known-abi' : 'signature',
          abi: c.known ? c.source.name : null,
        };
      } catch {
        // Same topic, another layout (ERC-20 vs ERC-721 Transfer): try the next.
      }
    }
  }
  const indexed: DecodedArg[] = topics.slice(1).map((t) => ({
    name: null,
    type: 'bytes32',
    indexed: true,
    value: { kind: 'bytes', value: t },
  }));
  const guess = guessDataArgs(data);
  const rest: DecodedArg[] = guess
    ? guess.args
    : data.length > 2
      ? [{ name: null, type: 'bytes', value: { kind: 'bytes', value: data } }]
      : [];
  return {
    ...base,
    name: null,
    signature: topic0 ?? 'anonymous',
    args: [...indexed, ...rest],
    how: guess ? 'guessed' : 'raw',
    abi: null,
  };
}
