// A ServerConfig for tests: the defaults a bare environment gives, with what the test says.
import { readServerConfig, type ServerConfig } from '../config';

export function testServerConfig(over: Partial<ServerConfig> = {}): ServerConfig {
  return { ...readServerConfig({} as NodeJS.ProcessEnv), embeddedDevnet: false, ...over };
}
