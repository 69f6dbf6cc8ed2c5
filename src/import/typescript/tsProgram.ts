/**
 * Several TypeScript/JavaScript files read together: relative imports (`./prompts`,
 * `../tools/index.js`) and path-style ones (`@/agents/prompts`, `src/prompts`) resolved between
 * them; names followed through `const` declarations. Package imports stay unresolved.
 */
import type { Value } from '../value.ts';
import type { TsBinding, TsModule } from './tsTree.ts';

function normalise(path: string): string {
  const out: string[] = [];
  for (const part of path.replace(/\\/g, '/').split('/')) {
    if (part === '..') out.pop();
    else if (part && part !== '.') out.push(part);
  }
  return out.join('/');
}

const stripExt = (path: string) => path.replace(/\.(ts|tsx|js|jsx|mjs|cjs|mts|cts)$/, '').replace(/\/index$/, '');

export class TsProgram {
  readonly modules: TsModule[];
  private readonly byPath = new Map<string, TsModule>();

  constructor(modules: TsModule[]) {
    this.modules = modules;
    for (const mod of modules) this.byPath.set(stripExt(normalise(mod.path)), mod);
  }

  findModule(from: TsModule, spec: string): TsModule | null {
    if (spec.startsWith('.')) {
      const dir = normalise(from.path).split('/').slice(0, -1).join('/');
      return this.byPath.get(stripExt(normalise(`${dir}/${spec}`))) ?? null;
    }
    if (spec.startsWith('@openai/') || spec === 'zod') return null;
    const wanted = stripExt(spec.replace(/^[@~]\//, ''));
    const matches = [...this.byPath.entries()].filter(([path]) => path === wanted || path.endsWith(`/${wanted}`) || wanted.endsWith(`/${path}`));
    return matches.length === 1 ? matches[0][1] : null;
  }

  /** With `line`, the names of the functions around that line come first (their local scope). */
  lookup(mod: TsModule, name: string, seen = new Set<string>(), line?: number): { module: TsModule; binding: TsBinding } | null {
    const [head, ...tail] = name.split('.');
    if (line !== undefined && tail.length === 0) {
      const scopes = mod.scopes.filter((s) => s.from <= line && line <= s.to && s.bindings.has(head)).sort((a, b) => a.to - a.from - (b.to - b.from));
      if (scopes[0]) return { module: mod, binding: scopes[0].bindings.get(head)! };
    }
    const key = `${mod.path}#${name}`;
    if (seen.has(key)) return null;
    seen.add(key);
    if (tail.length === 0) {
      const local = mod.bindings.get(head);
      if (local) return { module: mod, binding: local };
    }
    const imp = mod.imports.get(head);
    if (!imp) return null;
    const target = this.findModule(mod, imp.module);
    if (!target) return null;
    if (imp.name === '*') return tail.length ? this.lookup(target, tail.join('.'), seen) : null;
    if (tail.length) return null;
    return this.lookup(target, imp.name === 'default' ? 'default' : imp.name, seen);
  }

  valueOf(mod: TsModule, value: Value, depth = 0): { module: TsModule; value: Value } {
    if (depth > 20) return { module: mod, value };
    if (value.kind === 'name') {
      const found = this.lookupValue(mod, value);
      if (found) return this.valueOf(found.module, found.binding.value, depth + 1);
    }
    return { module: mod, value };
  }

  /** The binding a name value refers to, seen from where it is written (its function's scope first). */
  lookupValue(mod: TsModule, value: Extract<Value, { kind: 'name' }>): { module: TsModule; binding: TsBinding } | null {
    return this.lookup(mod, value.name, new Set(), value.loc.file === mod.path ? value.loc.line : undefined);
  }

  /** The package an imported name comes from (`Agent` → `@openai/agents`), or null for locals. */
  packageOf(mod: TsModule, name: string): { module: string; name: string } | null {
    const [head, ...tail] = name.split('.');
    const imp = mod.imports.get(head);
    if (!imp) return null;
    return { module: imp.module, name: imp.name === '*' ? tail.join('.') : [imp.name, ...tail].join('.') };
  }
}
