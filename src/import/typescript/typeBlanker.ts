/**
 * TypeScript the Lezer grammar does not know (`catch (e: unknown)`, type predicates `(r): r is
 * string =>`, newer syntax) is read with Babel's complete parser (typescript plugin): every
 * type-only piece is replaced by spaces, keeping every line and column, and Lezer then reads the
 * rest. Used only for a file Lezer reports errors in; the copied code of such a file (tool bodies)
 * has its type annotations blanked, which the report says.
 *
 * Babel is loaded on use (`loadTypeBlanker()`, which `readCode` in ../index.ts awaits when
 * TypeScript is among the files): in the app it is a chunk of its own, so a Python import never
 * fetches it. Until it is loaded, such a file is read by Lezer alone (its errors reported).
 */
type BabelParse = typeof import('@babel/parser').parse;
let parse: BabelParse | null = null;

export async function loadTypeBlanker(): Promise<void> {
  if (parse) return;
  // @babel/parser is CommonJS: bundled (the built CLI) its exports may sit under `default`
  const loaded = (await import('@babel/parser')) as typeof import('@babel/parser') & { default?: typeof import('@babel/parser') };
  const found = loaded.parse ?? loaded.default?.parse;
  if (typeof found !== 'function') throw new Error('@babel/parser did not load: its parse function is missing');
  parse = found;
}

export const typeBlankerLoaded = (): boolean => parse !== null;

interface Node {
  type: string;
  start?: number | null;
  end?: number | null;
  [key: string]: unknown;
}

const WHOLE = new Set(['TSInterfaceDeclaration', 'TSTypeAliasDeclaration', 'TSDeclareFunction', 'TSModuleDeclaration', 'TSTypeAnnotation', 'TSTypeParameterDeclaration', 'TSTypeParameterInstantiation', 'TSDeclareMethod', 'TSIndexSignature']);

/**
 * The source with type-only syntax blanked, or null when Babel cannot parse it either. `only`
 * 'known' blanks just what Lezer is known to stumble on (a catch clause's annotation, type
 * predicates), so copied code keeps its other types; 'all' blanks every type.
 */
export function blankTypes(text: string, jsx: boolean, only: 'known' | 'all' = 'all'): string | null {
  let ast: Node;
  if (!parse) return null;
  try {
    ast = parse(text, { sourceType: 'module', errorRecovery: true, plugins: jsx ? ['typescript', 'jsx'] : ['typescript'] }) as unknown as Node;
  } catch {
    return null;
  }
  const out = text.split('');
  const blank = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (out[i] !== '\n' && out[i] !== '\r') out[i] = ' ';
  };
  const visit = (node: Node): void => {
    if (typeof node.start !== 'number' || typeof node.end !== 'number') return;
    if (only === 'known' ? blankKnown(node) : blankAll(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments' || key === 'extra') continue;
      if (Array.isArray(value)) {
        for (const item of value) if (item && typeof item === 'object' && typeof (item as Node).type === 'string') visit(item as Node);
      } else if (value && typeof value === 'object' && typeof (value as Node).type === 'string') visit(value as Node);
    }
  };
  /** true: the node is handled (its children need no visit) */
  const blankAll = (node: Node): boolean => {
    const start = node.start!;
    const end = node.end!;
    if (WHOLE.has(node.type) || ((node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration') && node.importKind === 'type') || node.exportKind === 'type') {
      blank(start, end);
      return true;
    }
    if (node.type === 'ExportNamedDeclaration' && node.declaration && WHOLE.has((node.declaration as Node).type)) {
      blank(start, end);
      return true;
    }
    if ((node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') && node.expression) {
      const inner = node.expression as Node;
      visit(inner);
      blank(inner.end!, end);
      return true;
    }
    if (node.type === 'TSNonNullExpression' && node.expression) {
      visit(node.expression as Node);
      blank(end - 1, end);
      return true;
    }
    return false;
  };
  const blankKnown = (node: Node): boolean => {
    const annotation = node.type === 'CatchClause' ? ((node.param as Node | null)?.typeAnnotation as Node | undefined) : node.type === 'TSTypeAnnotation' && (node.typeAnnotation as Node | undefined)?.type === 'TSTypePredicate' ? node : undefined;
    if (annotation && typeof annotation.start === 'number') blank(annotation.start, annotation.end!);
    return node === annotation;
  };
  visit((ast as unknown as { program: Node }).program);
  return out.join('');
}
