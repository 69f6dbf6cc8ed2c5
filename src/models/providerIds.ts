/**
 * The model providers by id: a module without the providers themselves, so what only names them
 * (the CLI's argument parser, which `--version` loads) does not load the simulator's language
 * libraries or the OpenAI client.
 */
export const PROVIDER_IDS = ['simulator', 'openai-chat', 'openai-responses'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];
