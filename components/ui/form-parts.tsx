// The small pieces the operator forms share: a labelled text input, the submit button, the error
// line under a form, and a row's Remove button.
import type { InputHTMLAttributes, ReactNode } from 'react';

export const inputClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900';
export const buttonClass =
  'rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-50';
export const labelClass = 'block text-xs text-slate-600 dark:text-slate-400';

/** A text input under its label; `onValue` gets the text typed. */
export function TextField({
  label,
  testId,
  labelClassName = 'text-sm',
  className = inputClass,
  onValue,
  ...input
}: {
  label: ReactNode;
  testId: string;
  labelClassName?: string;
  onValue: (v: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'>) {
  return (
    <label className={labelClassName}>
      <span className={labelClass}>{label}</span>
      <input {...input} onChange={(e) => onValue(e.target.value)} className={className} data-testid={testId} />
    </label>
  );
}

/** A text field that takes the free width of its form's row (ids in `mono`). */
export function WideTextField({
  mono = false,
  ...field
}: Omit<Parameters<typeof TextField>[0], 'labelClassName' | 'className'> & { mono?: boolean }) {
  return (
    <TextField
      {...field}
      labelClassName="min-w-0 flex-1 text-sm"
      className={mono ? `${inputClass} w-full font-mono` : `${inputClass} w-full`}
    />
  );
}

/** A secret the server keeps (a token, key, or URL with credentials): masked as typed, never autofilled. */
export function SecretField(field: Omit<Parameters<typeof WideTextField>[0], 'type' | 'autoComplete' | 'mono'>) {
  return <WideTextField {...field} type="password" autoComplete="off" />;
}

export function SubmitButton({ busy, testId, children }: { busy: boolean; testId: string; children: ReactNode }) {
  return (
    <button type="submit" disabled={busy} className={buttonClass} data-testid={testId}>
      {children}
    </button>
  );
}

export function FormError({ error, className = '' }: { error: string | null | undefined; className?: string }) {
  if (!error) return null;
  return (
    <p role="alert" className={`${className} text-sm text-red-700 dark:text-red-400`.trim()}>
      {error}
    </p>
  );
}

export function RemoveButton({
  onClick,
  className = 'text-sm underline',
}: {
  onClick: () => void;
  className?: string;
}) {
  return (
    <button type="button" className={className} onClick={onClick}>
      Remove
    </button>
  );
}
