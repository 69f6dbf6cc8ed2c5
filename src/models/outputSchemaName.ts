/**
 * The name under which a structured final output's JSON Schema is sent: the Agents SDK names it
 * 'output' (`@openai/agents-core` 0.20.0, dist/utils/tools.mjs, zodTextFormatCompat(…, 'output')
 * and the standard-schema branch `name: 'output'`).
 */
export const OUTPUT_SCHEMA_NAME = 'output';
