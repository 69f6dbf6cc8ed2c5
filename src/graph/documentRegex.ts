/**
 * Regular expressions written in a document (eval `output.matches`, JSON Schema `pattern` and
 * `patternProperties`) run on RE2 (re2js, a pure-JS port): matching time is linear in the input,
 * so a pattern from a shared link such as `^([\s\S]+)+Z$` cannot freeze the tab or the CLI. The
 * price: RE2 has no backreferences or lookaround; such a pattern gets a clear error where it is
 * used, never a silent fallback to the backtracking engine.
 */
import { RE2JS } from 're2js';

export type DocumentRegex = { test(text: string): boolean };

export class DocumentRegexError extends Error {}

const cache = new Map<string, DocumentRegex | DocumentRegexError>();
const CACHE_LIMIT = 500;

function compile(pattern: string, ignoreCase: boolean): DocumentRegex | DocumentRegexError {
  try {
    // JavaScript syntax (\uXXXX, \/ , named groups) into RE2's
    const re = RE2JS.compile(RE2JS.translateRegExp(pattern), ignoreCase ? RE2JS.CASE_INSENSITIVE : 0);
    return { test: (text: string) => re.test(text) };
  } catch (error) {
    const why = error instanceof Error ? error.message.replace(/^error parsing regexp: /, '') : String(error);
    return new DocumentRegexError(`The pattern /${pattern}/ cannot run on the linear-time engine (${why}); backreferences and lookaround are not supported`);
  }
}

/** The pattern on the linear-time engine; throws DocumentRegexError saying why when it cannot run there. */
export function documentRegex(pattern: string, options: { ignoreCase?: boolean } = {}): DocumentRegex {
  const key = `${options.ignoreCase ? 'i' : '-'}${pattern}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = compile(pattern, options.ignoreCase ?? false);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, entry);
  }
  if (entry instanceof DocumentRegexError) throw entry;
  return entry;
}

/** Why the pattern cannot run on the linear-time engine, or null when it can. */
export function documentRegexProblem(pattern: string, options: { ignoreCase?: boolean } = {}): string | null {
  try {
    documentRegex(pattern, options);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
