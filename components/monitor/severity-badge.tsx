import type { Severity } from '@/lib/store/monitor/graded-records';

const STYLES: Record<Severity, string> = {
  info: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-300',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300',
  critical: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};

export function SeverityBadge({ severity, recovered = false }: { severity: Severity; recovered?: boolean }) {
  return (
    <span
      data-testid="severity"
      data-severity={severity}
      className={`rounded px-1.5 py-0.5 text-xs font-medium ${recovered ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300' : STYLES[severity]}`}
    >
      {recovered ? `recovered (${severity})` : severity}
    </span>
  );
}
