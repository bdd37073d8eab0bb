import { describe, expect, it } from 'vitest';
import { redactJson, redactNodeAddress } from './redact';

describe('redactNodeAddress', () => {
  it('removes the node URL, its host, credentials and API key', () => {
    const nodeUrl = 'https://alice:pa55word@rpc.example.net:9650/?apikey=k3y-123';
    const text =
      'GET https://alice:pa55word@rpc.example.net:9650/?apikey=k3y-123 failed; host rpc.example.net said k3y-123 for alice:pa55word';
    const out = redactNodeAddress(text, nodeUrl);
    expect(out).not.toMatch(/rpc\.example\.net|pa55word|k3y-123|alice/);
    expect(out).toMatch(/failed; host \[node\] said \[node\]/);
  });

  it('removes a key carried in the URL path, wherever the text repeats it', () => {
    const nodeUrl = 'https://avax.provider.example/v2/Zq81kRt0pathKey9/ext/bc/C/rpc';
    const text = 'upstream said: invalid key Zq81kRt0pathKey9 for /ext/bc/C/rpc';
    const out = redactNodeAddress(text, nodeUrl);
    expect(out).not.toContain('Zq81kRt0pathKey9');
    expect(out).toContain('/ext/bc/C/rpc');
  });

  it('removes other addresses an error carries, and leaves ordinary words and times alone', () => {
    const nodeUrl = 'http://127.0.0.1:9650';
    expect(redactNodeAddress('connect ECONNREFUSED 10.0.3.7:9650', nodeUrl)).toBe('connect ECONNREFUSED [address]');
    expect(redactNodeAddress('peer [fd00::1]:9651 and fe80:0:0:0:1:2:3:4 left', nodeUrl)).toBe(
      'peer [address] and [address] left',
    );
    expect(redactNodeAddress('see http://internal.lan/x for more', nodeUrl)).toBe('see [address] for more');
    expect(redactNodeAddress('not found at 12:30, height 1.2.3', nodeUrl)).toBe('not found at 12:30, height 1.2.3');
  });

  it('redacts strings inside JSON data', () => {
    expect(redactJson({ peer: '10.1.2.3:9651', n: 1 }, 'http://127.0.0.1:9650')).toEqual({ peer: '[address]', n: 1 });
    expect(redactJson(null, 'http://127.0.0.1:9650')).toBeNull();
  });
});
