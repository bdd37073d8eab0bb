import { describe, expect, it } from 'vitest';
import { processPromise, processSingleton } from './process-singleton';

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

describe('processPromise', () => {
  it('keeps a promise that resolves, and forgets one that rejects so the next call tries again', async () => {
    let tries = 0;
    const failing = () => (tries++, Promise.reject(new Error('down')));
    await expect(processPromise('test.promise', failing)).rejects.toThrow('down');
    await expect(processPromise('test.promise', async () => (tries++, 'up'))).resolves.toBe('up');
    await expect(processPromise('test.promise', async () => (tries++, 'again'))).resolves.toBe('up');
    expect(tries).toBe(2);
  });
});
