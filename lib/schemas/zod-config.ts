// Zod compiles fast object parsers with `new Function` when it may. In the browser the CSP forbids
// eval (lib/security/content-security-policy.ts): Zod's probe for it would be reported as a
// violation on every page, so there it is told not to try. Imported by the modules that define schemas.
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });
