/**
 * Several Python files read together: module names from paths, `from x import y` and
 * `import x` resolved between them (relative and package-style), constants followed through
 * assignments. Names that lead outside the given files stay unresolved (they are libraries).
 */
import type { Value } from '../value.ts';
import type { PyBinding, PyModule } from './pyTree.ts';

export type { PyBinding } from './pyTree.ts';

export interface Resolved {
  module: PyModule;
  binding: PyBinding;
}

/** `pkg/sub/mod.py` → `pkg.sub.mod`; `pkg/__init__.py` → `pkg`. */
export function moduleNameOf(path: string): string {
  return path
    .replace(/\\/g, '/')
    .replace(/^\.\//, '')
    .replace(/\.py$/i, '')
    .replace(/\/__init__$/, '')
    .split('/')
    .filter(Boolean)
    .join('.');
}

export class PyProgram {
  private readonly byName = new Map<string, PyModule>();

  readonly modules: PyModule[];

  constructor(modules: PyModule[]) {
    this.modules = modules;
    for (const mod of modules) this.byName.set(moduleNameOf(mod.path), mod);
  }

  /** The module an import names, seen from `from`: relative dots, or the longest matching suffix. */
  findModule(from: PyModule, spec: string): PyModule | null {
    const dots = /^\.*/.exec(spec)![0].length;
    const rest = spec.slice(dots);
    if (dots > 0) {
      const here = moduleNameOf(from.path).split('.');
      // a package's __init__ is its own package; a module's package is its parent
      const isInit = /__init__\.py$/i.test(from.path);
      const base = here.slice(0, here.length - (isInit ? 0 : 1) - (dots - 1));
      const full = [...base, ...(rest ? rest.split('.') : [])].join('.');
      return this.byName.get(full) ?? null;
    }
    if (this.byName.has(rest)) return this.byName.get(rest)!;
    // package-style names of files given without their package root (`app.prompts` for `prompts.py`)
    const candidates = [...this.byName.entries()].filter(([name]) => rest.endsWith(`.${name}`) || name.endsWith(`.${rest}`));
    return candidates.length === 1 ? candidates[0][1] : null;
  }

  /**
   * The binding a (possibly dotted) name refers to in `mod`, following imports across files. With
   * `line`, the names of the functions around that line come first (Python's local scope).
   */
  lookup(mod: PyModule, name: string, seen = new Set<string>(), line?: number): Resolved | null {
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
      const imp = mod.imports.get(head);
      if (imp?.name) {
        const target = this.findModule(mod, imp.module);
        // `from pkg import mod` can name a module too, but then it is not a binding
        return target ? this.lookup(target, imp.name, seen) : null;
      }
      // `from configs.tools import *`
      for (const spec of mod.starImports) {
        const target = this.findModule(mod, spec);
        const found = target && this.lookup(target, head, seen);
        if (found) return found;
      }
      return null;
    }
    // `prompts.TRIAGE` where prompts is an imported module
    const imp = mod.imports.get(head);
    if (imp) {
      const target = imp.name ? this.findModule(mod, `${imp.module}${imp.module.endsWith('.') ? '' : '.'}${imp.name}`) : this.findModule(mod, imp.module);
      if (target && !imp.name) {
        // `import app.prompts` binds `app`; the rest of the path names the module, then the binding
        const moduleParts = imp.module.split('.').slice(1);
        const rest = tail.slice(moduleParts.length);
        if (rest.length > 0) return this.lookup(target, rest.join('.'), seen);
      }
      if (target && imp.name) return this.lookup(target, tail.join('.'), seen);
    }
    return null;
  }

  /** The binding a name value refers to, seen from where it is written (its function's scope first). */
  lookupValue(mod: PyModule, value: Extract<Value, { kind: 'name' }>): Resolved | null {
    return this.lookup(mod, value.name, new Set(), value.loc.file === mod.path ? value.loc.line : undefined);
  }

  /** Follows a name through assignments (constants of constants) to the value it holds. */
  valueOf(mod: PyModule, value: Value, depth = 0): { module: PyModule; value: Value } {
    if (value.kind !== 'name' || depth > 20) return { module: mod, value };
    const found = this.lookupValue(mod, value);
    if (found?.binding.kind === 'assign') return this.valueOf(found.module, found.binding.value, depth + 1);
    return { module: mod, value };
  }

  /** The importing name (`from agents import Agent as A` → `agents.Agent`) of a local name. */
  origin(mod: PyModule, name: string): string {
    const [head, ...tail] = name.split('.');
    const imp = mod.imports.get(head);
    if (!imp) return name;
    const base = imp.name ? `${imp.module}.${imp.name}` : imp.module;
    return [base, ...tail].join('.');
  }
}
