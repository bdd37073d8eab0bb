import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config';

describe('server configuration', () => {
  it('defaults to the embedded devnet in public mode', () => {
    const c = readServerConfig({} as NodeJS.ProcessEnv);
    expect(c).toMatchObject({ nodeUrl: 'http://127.0.0.1:9650', embeddedDevnet: true, mode: 'public' });
  });

  it('uses SNOWLINE_NODE_URL without a trailing slash', () => {
    const c = readServerConfig({ SNOWLINE_NODE_URL: 'https://node.example:9650/' } as unknown as NodeJS.ProcessEnv);
    expect(c).toMatchObject({ nodeUrl: 'https://node.example:9650', embeddedDevnet: false });
  });

  it('refuses an upstream that is not http(s)', () => {
    expect(() => readServerConfig({ SNOWLINE_NODE_URL: 'file:///etc/passwd' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /http/,
    );
  });

  it('refuses operator mode without a strong enough token', () => {
    expect(() => readServerConfig({ SNOWLINE_MODE: 'operator' } as unknown as NodeJS.ProcessEnv)).toThrow(/TOKEN/);
    expect(() =>
      readServerConfig({ SNOWLINE_MODE: 'operator', SNOWLINE_OPERATOR_TOKEN: 'short' } as unknown as NodeJS.ProcessEnv),
    ).toThrow(/16/);
    const ok = readServerConfig({
      SNOWLINE_MODE: 'operator',
      SNOWLINE_OPERATOR_TOKEN: 'a-long-enough-token',
    } as unknown as NodeJS.ProcessEnv);
    expect(ok.mode).toBe('operator');
  });

  it('refuses nonsense limits', () => {
    expect(() => readServerConfig({ SNOWLINE_PROXY_TIMEOUT_MS: '-5' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /positive/,
    );
  });
});
