// A self-signed certificate for localhost and 127.0.0.1 (valid until 2126) and its key, for test SMTP
// servers only; the e2e apps trust it through NODE_EXTRA_CA_CERTS (playwright.config.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const LOCALHOST_CERT_PATH = fileURLToPath(new URL('./localhost.crt', import.meta.url));
export const LOCALHOST_CERT = readFileSync(LOCALHOST_CERT_PATH, 'utf8');
export const LOCALHOST_KEY = readFileSync(new URL('./localhost.key', import.meta.url), 'utf8');
