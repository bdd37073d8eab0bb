import { fileURLToPath } from 'node:url';
import { installReadGuard } from './read-guard';

installReadGuard(fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, ''));
