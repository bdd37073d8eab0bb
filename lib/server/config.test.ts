import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config';

describe('server configuration', () => {
  it('defaults to a node on 127.0.0.1:9650 in public mode, not taken for the embedded devnet', () => {
    const c = readServerConfig({} as NodeJS.ProcessEnv);
    expect(c).toMatchObject({ nodeUrl: 'http://127.0.0.1:9650', embeddedDevnet: false, mode: 'public' });
  });

  it('knows the embedded devnet only from the launcher that started it', () => {
    const c = readServerConfig({
      SNOWLINE_NODE_URL: 'http://127.0.0.1:9650',
      SNOWLINE_EMBEDDED_DEVNET: '1',
    } as unknown as NodeJS.ProcessEnv);
    expect(c.embeddedDevnet).toBe(true);
  });

  it('reads trusted proxies as addresses and CIDR ranges, and refuses anything else', () => {
    const env = (v: string) => ({ SNOWLINE_TRUSTED_PROXIES: v }) as unknown as NodeJS.ProcessEnv;
    const trusted = readServerConfig(env(' 10.0.0.0/8, ::1 ,192.168.1.7')).trustedProxies;
    expect(['10.3.2.1', '::1', '192.168.1.7'].every((a) => trusted.has(a))).toBe(true);
    expect(trusted.has('192.168.1.8')).toBe(false);
    expect(readServerConfig(env('loopback')).trustedProxies.has('127.0.0.2')).toBe(true);
    expect(readServerConfig({} as NodeJS.ProcessEnv).trustedProxies.has('127.0.0.1')).toBe(false);
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.1/8/8', '*']) {
      expect(() => readServerConfig(env(bad)), bad).toThrow(/SNOWLINE_TRUSTED_PROXIES/);
    }
  });

  it('reads the public URL as an origin and the session length in hours', () => {
    const c = readServerConfig({
      SNOWLINE_PUBLIC_URL: 'https://explorer.example/some/path',
      SNOWLINE_OPERATOR_SESSION_HOURS: '2',
    } as unknown as NodeJS.ProcessEnv);
    expect(c).toMatchObject({ publicOrigin: 'https://explorer.example', operatorSessionMs: 7_200_000 });
    expect(() => readServerConfig({ SNOWLINE_PUBLIC_URL: 'explorer' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /SNOWLINE_PUBLIC_URL/,
    );
  });

  it('uses SNOWLINE_NODE_URL without a trailing slash', () => {
    const c = readServerConfig({ SNOWLINE_NODE_URL: 'https://node.example:9650/' } as unknown as NodeJS.ProcessEnv);
    expect(c).toMatchObject({ nodeUrl: 'https://node.example:9650', embeddedDevnet: false });
  });

  it('never echoes the node URL, its credentials or keys, in a config error', () => {
    for (const bad of [
      'ftp://ops:s3cret-pass@node.example/k3y-in-path?apikey=s3cret-key',
      'http://ops:s3cret-pass@[bad',
    ]) {
      let message = '';
      try {
        readServerConfig({ SNOWLINE_NODE_URL: bad } as unknown as NodeJS.ProcessEnv);
      } catch (e) {
        message = `${(e as Error).message} ${JSON.stringify(e)}`;
      }
      expect(message).toMatch(/SNOWLINE_NODE_URL/);
      for (const secret of ['s3cret', 'k3y-in-path', 'node.example']) expect(message).not.toContain(secret);
    }
  });

  it('refuses an upstream that is not http(s)', () => {
    expect(() => readServerConfig({ SNOWLINE_NODE_URL: 'file:///etc/passwd' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /http/,
    );
  });

  it('refuses operator mode without a token that is hard to guess, and says how to make one', () => {
    const operator = (token?: string) =>
      readServerConfig({ SNOWLINE_MODE: 'operator', SNOWLINE_OPERATOR_TOKEN: token } as unknown as NodeJS.ProcessEnv);
    expect(() => operator()).toThrow(/TOKEN/);
    // Once accepted: 16 characters, or long but made of words and runs.
    for (const weak of [
      'short',
      'a-long-enough-token',
      'operator-token-0123456789abcdef',
      'e2e-operator-token-0123456789',
      'a'.repeat(64),
      'abababababababababababababababababab',
      '0000000000000000000000000000000000000000',
      'deadbeef'.repeat(3),
    ]) {
      expect(() => operator(weak), weak).toThrow(
        /SNOWLINE_OPERATOR_TOKEN is too (short|easy to guess).*openssl rand -hex 32/,
      );
    }
    for (const strong of [
      '3f9c1e7a5b2d4c6e8f0a1b3c5d7e9f2a4b6c8d0e1f3a5b7c9d2e4f6a8b0c1d3e',
      'Zq7-Lk2_pW9xR4vN8mT1yB6cH3jD5fG0',
      'correct horse battery staple: mauve quokka 1987!',
    ]) {
      expect(operator(strong).mode, strong).toBe('operator');
    }
  });

  it('refuses nonsense limits', () => {
    expect(() => readServerConfig({ SNOWLINE_PROXY_TIMEOUT_MS: '-5' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /SNOWLINE_PROXY_TIMEOUT_MS must be an integer ≥ 1/,
    );
  });
});
