/** A long hex or cb58 value (key, hash, id), small and wrapping anywhere. */
export function Hex({ children }: { children: React.ReactNode }) {
  return <span className="break-all font-mono text-xs">{children}</span>;
}
