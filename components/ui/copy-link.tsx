'use client';
import { useState } from 'react';

/** Copies the page's own URL (its stable, shareable link). */
export function CopyLinkButton() {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      data-testid="copy-link"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(window.location.href);
          setCopied(true);
          setTimeout(() => setCopied(false), 1_500);
        } catch {
          // Clipboard refused: do not claim success.
        }
      }}
      className="rounded-md border border-slate-300 px-2 py-1 text-xs font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
    >
      {copied ? 'Link copied' : 'Copy link'}
    </button>
  );
}
