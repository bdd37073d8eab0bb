'use client';
import { useState } from 'react';

/** Copies `value` to the clipboard; says so for a moment. */
export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          setCopied(true);
          setTimeout(() => setCopied(false), 1_500);
        } catch {
          // Clipboard refused (insecure context or permissions): nothing to do but not claim success.
        }
      }}
      className="inline-flex h-6 min-w-6 items-center justify-center rounded px-1 text-xs text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white"
      aria-label={copied ? 'Copied' : `${label} ${value}`}
      title={copied ? 'Copied' : label}
    >
      {copied ? '✓' : '⧉'}
    </button>
  );
}
