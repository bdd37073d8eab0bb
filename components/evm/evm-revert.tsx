import type { RevertReason } from '@/lib/evm/types';
import { DecodedArgs } from './evm-decoded';

/** Why a tx (or a call inside it) reverted, as text: the reason is chain data. */
export function RevertText({ chainKey, reason }: { chainKey: string; reason: RevertReason }) {
  switch (reason.kind) {
    case 'error':
      return <span className="whitespace-pre-wrap break-words">“{reason.message}”</span>;
    case 'panic':
      return (
        <span>
          Panic 0x{reason.code.toString(16)}: {reason.meaning}
        </span>
      );
    case 'custom':
      return (
        <span className="space-y-1">
          <span className="font-mono">{reason.signature}</span>
          <DecodedArgs chainKey={chainKey} args={reason.args} />
        </span>
      );
    case 'unknown':
      return <span className="break-all font-mono text-xs">{reason.data}</span>;
    case 'empty':
      return <span>No reason given.</span>;
  }
}
