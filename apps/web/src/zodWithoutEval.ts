/**
 * Zod compiles object parsers with `new Function` unless told not to, after a first probe of whether it may. The
 * server's Content-Security-Policy allows no eval, so the probe fails (zod parses without compiling anyway) and
 * the browser reports a violation. Zod reads the flag as each schema is made: the page and every worker import
 * this module first, before anything that builds a schema.
 */
import { config } from 'zod';

config({ jitless: true });
