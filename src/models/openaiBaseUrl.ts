/** OpenAI's API root, in its own module so the UI can name it without loading the openai client. */
export const OPENAI_BASE_URL = 'https://api.openai.com/v1';
