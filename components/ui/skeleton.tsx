export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <span aria-hidden className={`inline-block animate-pulse rounded bg-slate-200 dark:bg-slate-700 ${className}`} />
  );
}
