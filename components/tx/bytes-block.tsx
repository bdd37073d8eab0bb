import type { BytesView } from '@/lib/decode/model';
import { CopyButton } from '@/components/ui/copy-button';

/** Untrusted chain bytes: printable UTF-8 shown as plain text (never HTML), and always the hex. */
export function BytesBlock({ value, label }: { value: BytesView; label: string }) {
  if (value.length === 0) return <span className="text-slate-500 dark:text-slate-400">empty</span>;
  return (
    <div className="space-y-1">
      {value.text !== null ? (
        <p
          className="whitespace-pre-wrap break-words rounded bg-slate-50 px-2 py-1 dark:bg-slate-800"
          data-testid={`${label}-text`}
        >
          {value.text}
        </p>
      ) : (
        <p className="text-xs text-slate-500 dark:text-slate-400">Not printable text ({value.length} bytes)</p>
      )}
      <p className="flex items-start gap-1 font-mono text-xs text-slate-600 dark:text-slate-400">
        <span className="break-all" data-testid={`${label}-hex`}>
          {value.hex}
        </span>
        <CopyButton value={value.hex} label={`Copy ${label} hex`} />
      </p>
    </div>
  );
}
