// A tiny ERC-20-like token, hand-assembled here (no compiler, no copied bytecode), that the
// C-chain activity deploys and calls so the chain has contract code, storage, logs and reverts.
// Balances live at storage slot = holder address; slot 0 holds the total supply.
import { keccak256, toHex, type Hex } from 'viem';

export const TRANSFER_TOPIC = keccak256(toHex('Transfer(address,address,uint256)'));
export const TOKEN_SUPPLY = 1_000_000n * 10n ** 18n;

/** The ABI the bytecode below implements (for viem encode/decode). */
export const TOKEN_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'totalSupply',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'event',
    name: 'Transfer',
    inputs: [
      { name: 'from', type: 'address', indexed: true },
      { name: 'to', type: 'address', indexed: true },
      { name: 'value', type: 'uint256', indexed: false },
    ],
  },
] as const;

const OP = {
  STOP: 0x00,
  ADD: 0x01,
  SUB: 0x03,
  LT: 0x10,
  EQ: 0x14,
  AND: 0x16,
  SHR: 0x1c,
  CALLER: 0x33,
  CALLDATALOAD: 0x35,
  CODECOPY: 0x39,
  MSTORE: 0x52,
  SLOAD: 0x54,
  SSTORE: 0x55,
  JUMPI: 0x57,
  JUMPDEST: 0x5b,
  DUP1: 0x80,
  DUP2: 0x81,
  DUP3: 0x82,
  SWAP1: 0x90,
  LOG3: 0xa3,
  RETURN: 0xf3,
  REVERT: 0xfd,
} as const;

type Item = keyof typeof OP | { push: bigint | Hex; width?: number } | { label: string } | { ref: string };

/** Two-pass assembler: labels become JUMPDESTs, `ref`s become PUSH2 of their offsets. */
function assemble(items: Item[]): Uint8Array {
  const size = (it: Item): number => {
    if (typeof it === 'string') return 1;
    if ('label' in it) return 1;
    if ('ref' in it) return 3;
    return 1 + pushBytes(it).length;
  };
  const labels = new Map<string, number>();
  let pc = 0;
  for (const it of items) {
    if (typeof it === 'object' && 'label' in it) labels.set(it.label, pc);
    pc += size(it);
  }
  const out: number[] = [];
  for (const it of items) {
    if (typeof it === 'string') out.push(OP[it]);
    else if ('label' in it) out.push(OP.JUMPDEST);
    else if ('ref' in it) {
      const at = labels.get(it.ref);
      if (at === undefined) throw new Error(`unknown label ${it.ref}`);
      out.push(0x61, at >> 8, at & 0xff);
    } else {
      const bytes = pushBytes(it);
      out.push(0x5f + bytes.length, ...bytes);
    }
  }
  return Uint8Array.from(out);
}

function pushBytes(it: { push: bigint | Hex; width?: number }): number[] {
  let hex = typeof it.push === 'bigint' ? it.push.toString(16) : it.push.slice(2);
  const width = it.width ?? Math.max(1, Math.ceil(hex.length / 2));
  hex = hex.padStart(width * 2, '0');
  if (width > 32) throw new Error('push wider than 32 bytes');
  return Array.from({ length: width }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16));
}

const p = (v: bigint | number | Hex, width?: number): Item => ({ push: typeof v === 'number' ? BigInt(v) : v, width });
const ADDRESS_MASK = p((1n << 160n) - 1n, 20);
const REVERT_REASON = 'insufficient balance';

/** Returns the word on top of the stack as the call's 32-byte result. */
const RETURN_WORD: Item[] = [p(0), 'MSTORE', p(32), p(0), 'RETURN'];

const RUNTIME: Item[] = [
  p(0),
  'CALLDATALOAD',
  p(0xe0),
  'SHR',
  'DUP1',
  p('0xa9059cbb'),
  'EQ',
  { ref: 'transfer' },
  'JUMPI',
  'DUP1',
  p('0x70a08231'),
  'EQ',
  { ref: 'balanceOf' },
  'JUMPI',
  'DUP1',
  p('0x18160ddd'),
  'EQ',
  { ref: 'totalSupply' },
  'JUMPI',
  p(0),
  'DUP1',
  'REVERT',

  { label: 'balanceOf' },
  p(4),
  'CALLDATALOAD',
  ADDRESS_MASK,
  'AND',
  'SLOAD',
  ...RETURN_WORD,

  { label: 'totalSupply' },
  p(0),
  'SLOAD',
  ...RETURN_WORD,

  { label: 'transfer' },
  p(0x24),
  'CALLDATALOAD', // [amount]
  'CALLER',
  'SLOAD', // [bal, amount]
  'DUP2',
  'DUP2',
  'LT',
  { ref: 'fail' },
  'JUMPI', // bal < amount → revert
  'DUP2',
  'SWAP1',
  'SUB',
  'CALLER',
  'SSTORE', // balances[caller] = bal - amount; [amount]
  p(4),
  'CALLDATALOAD',
  ADDRESS_MASK,
  'AND', // [to, amount]
  'DUP1',
  'SLOAD',
  'DUP3',
  'ADD',
  'SWAP1',
  'SSTORE', // balances[to] += amount; [amount]
  p(0),
  'MSTORE', // memory[0] = amount
  p(4),
  'CALLDATALOAD',
  ADDRESS_MASK,
  'AND',
  'CALLER',
  p(TRANSFER_TOPIC, 32),
  p(32),
  p(0),
  'LOG3',
  p(1),
  ...RETURN_WORD,

  { label: 'fail' }, // revert Error("insufficient balance")
  p(0x08c379a0n << 224n, 32),
  p(0),
  'MSTORE',
  p(0x20),
  p(4),
  'MSTORE',
  p(REVERT_REASON.length),
  p(0x24),
  'MSTORE',
  p(BigInt(toHex(REVERT_REASON)) << BigInt(8 * (32 - REVERT_REASON.length)), 32),
  p(0x44),
  'MSTORE',
  p(0x64),
  p(0),
  'REVERT',
];

/** Constructor: mint the supply to the deployer (with its Transfer log), then return the runtime. */
function initCode(runtime: Uint8Array): Uint8Array {
  const build = (runtimeStart: number): Uint8Array =>
    assemble([
      p(TOKEN_SUPPLY),
      'DUP1',
      'CALLER',
      'SSTORE',
      'DUP1',
      p(0),
      'SSTORE',
      p(0),
      'MSTORE',
      'CALLER',
      p(0),
      p(TRANSFER_TOPIC, 32),
      p(32),
      p(0),
      'LOG3',
      p(runtime.length, 2),
      'DUP1',
      p(runtimeStart, 2),
      p(0),
      'CODECOPY',
      p(0),
      'RETURN',
    ]);
  const prefix = build(0); // same length whatever the start: the pushes are fixed-width
  const code = build(prefix.length);
  const out = new Uint8Array(code.length + runtime.length);
  out.set(code);
  out.set(runtime, code.length);
  return out;
}
export const TOKEN_INIT_CODE: Hex = toHex(initCode(assemble(RUNTIME)));
export const TOKEN_REVERT_REASON = REVERT_REASON;
