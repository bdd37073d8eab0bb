// A ServerConfig for tests: the defaults a bare environment gives, with what the test says.
import { readServerConfig, type ServerConfig } from '../config';

export function testServerConfig(over: Partial<ServerConfig> = {}): ServerConfig {
  return { ...readServerConfig({} as NodeJS.ProcessEnv), embeddedDevnet: false, ...over };
}

export const TEST_OPERATOR_TOKEN = 'operator-73e9331a8228bb59788bc370362a39c402580155';

/** An operator-mode config (token TEST_OPERATOR_TOKEN), read from the environment as a deployment would. */
export function operatorTestConfig(extra: Record<string, string> = {}): ServerConfig {
  return readServerConfig({
    SNOWLINE_MODE: 'operator',
    SNOWLINE_OPERATOR_TOKEN: TEST_OPERATOR_TOKEN,
    SNOWLINE_NODE_URL: 'http://n:9650',
    ...extra,
  } as unknown as NodeJS.ProcessEnv);
}
