/**
 * Finds secrets in a document before it is accepted: no field of a graph may hold an API key or
 * a credential (docs/GRAPH-FORMAT.md), so a key named like one, or a string that looks like an OpenAI
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

/**
 * Every secret-looking key or value in `doc`. Iterative (an explicit stack, in document order):
 * a file nested thousands deep gets its findings, never a RangeError.
 */
export function findSecrets(doc: unknown): SecretFinding[] {
  const findings: SecretFinding[] = [];
  // A path is a chain to the parent's (no copying per node: deep files stay linear).
  type Path = { parent: Path | null; key: PathSegment } | null;
  const format = (path: Path): string => {
    const segments: PathSegment[] = [];
    for (let p = path; p; p = p.parent) segments.push(p.key);
    return formatPath(segments.reverse());
  };
  /** `secretKey`: a key to report when its turn comes (keeps findings in document order) */
  type Frame = { value: unknown; path: Path; inSchema: boolean; parentKey: PathSegment | undefined; secretKey?: string };
  const stack: Frame[] = [{ value: doc, path: null, inSchema: false, parentKey: undefined }];
  while (stack.length > 0) {
    const { value, path, inSchema, parentKey, secretKey } = stack.pop()!;
    if (secretKey !== undefined) {
      findings.push({
        path: format(path),
        message: `Field "${secretKey}" looks like a secret. Graph files must never hold API keys or credentials; remove it (keys are entered in the app and never saved).`,
      });
      continue;
    }
    if (typeof value === 'string') {
      if (KEY_LIKE_VALUE.test(value)) {
        findings.push({ path: format(path), message: 'This text contains what looks like an API key. Graph files must never hold secrets; remove it.' });
      }
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const children: Frame[] = [];
    if (Array.isArray(value)) {
      value.forEach((item, i) => children.push({ value: item, path: { parent: path, key: i }, inSchema, parentKey: i }));
    } else {
      const describesArguments = inSchema && parentKey === 'properties';
      for (const key of Object.keys(value)) {
        const childPath = { parent: path, key };
        if (!describesArguments && isSecretKey(key)) {
          children.push({ value: undefined, path: childPath, inSchema, parentKey: key, secretKey: key });
          continue;
        }
        // own data only: `value[key]` for a "__proto__" key would read the prototype
        const child: unknown = Object.getOwnPropertyDescriptor(value, key)?.value;
        children.push({ value: child, path: childPath, inSchema: inSchema || SCHEMA_FIELDS.has(key), parentKey: key });
      }
    }
    // pushed in reverse so that findings come out in document order, as the recursive walk gave them
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return findings;
}
