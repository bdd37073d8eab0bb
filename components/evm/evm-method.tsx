// The method a tx calls, as a block's tx list shows it: its name from the known ABIs and signatures
// (offline, no node call), else its 4-byte selector (the tx page decodes it in full).
import { decodeCall } from '@/lib/evm/decode-call';

export function MethodCell({ input, to }: { input: string; to: string | null }) {
  if (!to) return <span className="text-xs">create</span>;
  if (input === '0x' || input.length < 10) return <span className="text-xs">transfer</span>;
  const name = decodeCall(input)?.name;
  return name ? (
    <span className="text-xs" title={input.slice(0, 10)}>
      {name}
    </span>
  ) : (
    <span className="font-mono text-xs">{input.slice(0, 10)}</span>
  );
}
