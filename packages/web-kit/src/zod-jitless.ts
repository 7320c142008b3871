// The browsers' `zod` (both apps' vite.config.ts alias it here): zod compiles fast parsers with `new
// Function`, which the site's CSP (script-src 'self') forbids and reports. Jitless before any parse.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
