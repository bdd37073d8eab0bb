// The method a tx calls, as a block's or an address's tx list shows it: its 4-byte selector until the
// call is decoded (the tx page decodes it in full).
export function MethodCell({ input, to }: { input: string; to: string | null }) {
  if (!to) return <span className="text-xs">create</span>;
  if (input === '0x' || input.length < 10) return <span className="text-xs">transfer</span>;
  return <span className="font-mono text-xs">{input.slice(0, 10)}</span>;
}
