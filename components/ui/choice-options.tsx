// The <option>s of a <select>, from [value, label] pairs.
import type { ReactNode } from 'react';

export function ChoiceOptions({ options }: { options: readonly (readonly [value: string, label: ReactNode])[] }) {
  return options.map(([v, label]) => (
    <option key={v} value={v}>
      {label}
    </option>
  ));
}
