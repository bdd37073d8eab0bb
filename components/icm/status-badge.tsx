// A message's state in one word, coloured: delivered and executed green, failed red, waiting amber.
const STYLE: Record<string, string> = {
  executed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  delivered: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  failed: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  sent: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
};
/** A message status as people read it (the cards and the badge). */
export const ICM_STATUS_LABEL: Record<string, string> = {
  executed: 'Executed',
  delivered: 'Delivered',
  failed: 'Failed',
  sent: 'Pending',
  warp: 'Warp message',
  unknown: 'Unknown',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      data-testid="icm-status"
      className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${STYLE[status] ?? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'}`}
    >
      {ICM_STATUS_LABEL[status] ?? status}
    </span>
  );
}
