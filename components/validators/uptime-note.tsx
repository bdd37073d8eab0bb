/** Uptime is one node's measurement, not a network-wide truth: every page showing it says so. */
export function UptimeNote() {
  return (
    <p data-testid="uptime-note" className="text-sm text-slate-600 dark:text-slate-400">
      Uptime and connected state are as observed by the node Snowline is connected to; other nodes may see them
      differently. A validator is rewarded when enough stake sees it up at least 80% of its period (90% for Primary
      Network validators starting after the Helicon upgrade).
    </p>
  );
}
