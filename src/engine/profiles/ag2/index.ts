/** The AG2 runtime profile (AG2 0.11.5 group chat with handoffs): see runAg2.ts. */
export { runAg2 } from './runAg2.ts';
export { AG2_STRINGS, AG2_DEFAULT_MAX_ROUNDS } from './strings.ts';
