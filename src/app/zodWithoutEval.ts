/**
 * zod 4 compiles fast parsers with `new Function` when it can, probing once with a caught
 * `new Function('')`. The page's Content-Security-Policy has no 'unsafe-eval', so the probe would
 * only add a violation report; jitless mode skips it. Imported first by main.tsx.
 */
import { config } from 'zod';

config({ jitless: true });
