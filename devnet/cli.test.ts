// The devnet's command line: every option of the README, AvalancheGo's boolean flag forms, and a
// message that names the flag for every bad value.
import { describe, expect, test } from 'vitest';
import { CliError, parseDevnetArgs } from './cli';
import { spawnDevnet } from './core/spawn-devnet';

describe('parseDevnetArgs', () => {
  test('reads every option, as --flag value and as --flag=value', () => {
    expect(
      parseDevnetArgs([
        '--port',
        '9660',
        '--host=0.0.0.0',
        '--data-dir',
        '/tmp/d',
        '--activity',
        '2.5',
        '--seed=s1',
        '--validators',
        '2000',
        '--delegators=20000',
        '--history',
        'off',
        '--api-admin-enabled=true',
        '--index-enabled=false',
        '--index-allow-incomplete',
        '--index-transactions',
        'false',
        '--http-allowed-hosts=localhost,devnet.test',
        '--http-allowed-origins',
        'https://*.avax.network http://localhost:3000',
        '--l1-balance-runs-out-in',
        '300',
        '--stake-ends-in=600',
        '--evm-debug-tracer=false',
      ]),
    ).toEqual({
      port: 9660,
      host: '0.0.0.0',
      dataDir: '/tmp/d',
      activity: 2.5,
      seed: 's1',
      validators: 2000,
      delegators: 20000,
      history: false,
      apiAdminEnabled: true,
      indexEnabled: false,
      indexAllowIncomplete: true,
      indexTransactions: false,
      allowedHosts: ['localhost', 'devnet.test'],
      allowedOrigins: ['https://*.avax.network', 'http://localhost:3000'],
      l1BalanceRunsOutInSec: 300,
      stakeEndsInSec: 600,
      evmDebugTracer: false,
    });
    expect(parseDevnetArgs([])).toEqual({});
    expect(parseDevnetArgs(['--activity', 'off', '--history=on'])).toEqual({ activity: 'off', history: true });
  });

  test('takes a boolean flag bare, =true/=false, or followed by true/false', () => {
    expect(parseDevnetArgs(['--api-admin-enabled'])).toEqual({ apiAdminEnabled: true });
    expect(parseDevnetArgs(['--api-admin-enabled=false'])).toEqual({ apiAdminEnabled: false });
    expect(parseDevnetArgs(['--api-admin-enabled', 'false', '--port', '1'])).toEqual({
      apiAdminEnabled: false,
      port: 1,
    });
    expect(parseDevnetArgs(['--index-enabled', '--port', '1'])).toEqual({ indexEnabled: true, port: 1 });
  });

  test.each([
    [['--port', 'abc'], '--port must be an integer from 0 to 65535, got "abc"'],
    [['--port', '70000'], '--port must be an integer from 0 to 65535, got "70000"'],
    [['--validators=-1'], '--validators must be an integer'],
    [['--validators', '-1'], '--validators needs a value (one starting with "-" is written --validators=<value>)'],
    [['--delegators', '1.5'], '--delegators must be an integer'],
    [['--activity', '0'], '--activity must be on, off or a positive rate, got "0"'],
    [['--history', 'maybe'], '--history must be on or off, got "maybe"'],
    [['--api-admin-enabled=yes'], '--api-admin-enabled must be true or false, got "yes"'],
    [['--index-enabled=0'], '--index-enabled must be true or false, got "0"'],
    [['--l1-balance-runs-out-in', '0'], '--l1-balance-runs-out-in must be a positive number of seconds, got "0"'],
    [['--stake-ends-in', 'soon'], '--stake-ends-in must be an integer'],
    [['--helicon-time', 'tomorrow'], '--helicon-time must be an RFC 3339 time'],
    [['--helicon-time', '+soon'], '--helicon-time must be an integer'],
    [['--port'], '--port needs a value'],
    [['--port', '--host', 'x'], '--port needs a value'],
    [['--frobnicate'], 'unknown option --frobnicate'],
    [['9650'], 'unexpected argument 9650'],
  ])('refuses %j with a clear message', (argv, message) => {
    let error: unknown;
    try {
      parseDevnetArgs(argv);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CliError);
    expect((error as Error).message).toContain(message);
  });
});

describe('the devnet command', () => {
  test('exits with status 2 and the message on a bad value, before opening any state', async () => {
    const started = spawnDevnet(['--port', '70000', '--data-dir', '/nonexistent/never-created']);
    await expect(started).rejects.toThrow(
      /exited \(2\) before listening:\ndevnet: --port must be an integer from 0 to 65535/,
    );
  });
});
