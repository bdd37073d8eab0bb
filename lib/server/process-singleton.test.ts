import { describe, expect, it } from 'vitest';
import { processSingleton } from './process-singleton';

describe('processSingleton', () => {
  it('makes the value once per process, and keeps a null too', () => {
    let made = 0;
    const make = () => ({ n: ++made });
    const a = processSingleton('test.once', make);
    expect(processSingleton('test.once', make)).toBe(a);
    expect(made).toBe(1);
    let nulls = 0;
    processSingleton('test.null', () => (nulls++, null));
    expect(processSingleton('test.null', () => (nulls++, null))).toBeNull();
    expect(nulls).toBe(1);
  });
});
