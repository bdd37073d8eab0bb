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
      {copied ? (
        '✓'
      ) : (
        // An SVG, not a glyph: system fonts (e.g. Debian's Chromium) may lack the copy symbol.
        <svg aria-hidden viewBox="0 0 16 16" width="12" height="12" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
          <path d="M10.5 3.5v-.5a1.5 1.5 0 0 0-1.5-1.5H3A1.5 1.5 0 0 0 1.5 3v6A1.5 1.5 0 0 0 3 10.5h.5" />
        </svg>
      )}
    </button>
  );
}
