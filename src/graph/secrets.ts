/**
 * Finds secrets in a document before it is accepted: no field of a graph may hold an API key or
 * a credential (GRAPH-FORMAT.md), so a key named like one, or a string that looks like an OpenAI
 * key, is an import error wherever it sits, extension (`x-`) data included.
 */
import { formatPath, type PathSegment } from './documentPath.ts';

/** Normalized (lowercase, no `-`/`_`/space) key endings that name a credential. */
const SECRET_KEY_ENDINGS = ['apikey', 'authorization', 'secret', 'password', 'passwd', 'accesstoken', 'bearertoken', 'privatekey'];

/** An OpenAI-style key (`sk-...`, `sk-proj-...`) inside any string, code included. */
const KEY_LIKE_VALUE = /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/;

/** Fields whose value is a JSON Schema: the names under its `properties` describe arguments, they hold nothing. */
const SCHEMA_FIELDS = new Set(['parameters', 'inputSchema', 'outputSchema']);

export function isSecretKey(key: string): boolean {
  const normalized = key.toLowerCase().replace(/[-_\s]/g, '');
  return SECRET_KEY_ENDINGS.some((ending) => normalized.endsWith(ending));
}

export interface SecretFinding {
  path: string;
  message: string;
}

export function findSecrets(doc: unknown): SecretFinding[] {
  const findings: SecretFinding[] = [];
  const walk = (value: unknown, path: PathSegment[], inSchema: boolean, parentKey: PathSegment | undefined): void => {
    if (typeof value === 'string') {
      if (KEY_LIKE_VALUE.test(value)) {
        findings.push({ path: formatPath(path), message: 'This text contains what looks like an API key. Graph files must never hold secrets; remove it.' });
      }
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...path, i], inSchema, i));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const describesArguments = inSchema && parentKey === 'properties';
    for (const [key, child] of Object.entries(value)) {
      if (!describesArguments && isSecretKey(key)) {
        findings.push({
          path: formatPath([...path, key]),
          message: `Field "${key}" looks like a secret. Graph files must never hold API keys or credentials; remove it (keys are entered in the app and never saved).`,
        });
        continue;
      }
      walk(child, [...path, key], inSchema || SCHEMA_FIELDS.has(key), key);
    }
  };
  walk(doc, [], false, undefined);
  return findings;
}
