/**
 * What a Python body needs from its module to run on its own in the sandbox: the standard-library
 * imports it uses, the helper functions, classes and constants it reads (from its own file or
 * the files it imports), and stand-ins for the agents it returns (Swarm `return sales_agent`,
 * AG2 `AgentTarget(triage_agent)`). They are written after the body's def (Python resolves a
 * function's globals and annotations when it is called), so the body stays the first top-level
 * def and `pythonCode` keeps its shape. A package outside the standard library and the runtimes
 * is named in `thirdParty` (the import report says so; at run time the import fails naming it).
 */
import type { Runtime } from '../../graph/schema.ts';
import type { PyProgram } from './pyProgram.ts';
import type { PyFunction, PyImport, PyModule } from './pyTree.ts';

/** Pyodide's standard library (CPython 3.14), top-level names a body may import. */
const STDLIB = new Set(
  (
    'abc argparse array ast asyncio base64 binascii bisect builtins calendar cmath collections colorsys contextlib contextvars copy csv ' +
    'dataclasses datetime decimal difflib enum errno fnmatch fractions functools gc getopt gettext glob graphlib gzip hashlib heapq hmac html ' +
    'http inspect io ipaddress itertools json keyword linecache locale logging math mimetypes numbers operator os pathlib pickle pprint ' +
    'queue random re reprlib secrets shlex shutil signal statistics string stringprep struct sys tempfile textwrap threading time timeit ' +
    'tokenize tomllib traceback types typing unicodedata urllib uuid warnings weakref zipfile zlib zoneinfo __future__'
  ).split(' '),
);
/** Packages the sandbox has stand-ins for (src/sandbox/python/standIns.py.ts). */
const STAND_INS = new Set(['agents', 'swarm', 'autogen', 'pydantic', 'typing_extensions']);

const AGENT_CLASS: Record<Runtime, { module: string; cls: string }> = {
  'agents-sdk-python': { module: 'agents', cls: 'Agent' },
  'agents-sdk-js': { module: 'agents', cls: 'Agent' },
  swarm: { module: 'swarm', cls: 'Agent' },
  ag2: { module: 'autogen', cls: 'ConversableAgent' },
};

export interface BodyWithNeeds {
  /** the def, then what it needs */
  code: string;
  /** third-party packages the body (or what it needs) imports */
  thirdParty: string[];
}

export interface NeedsContext {
  program: PyProgram;
  runtime: Runtime;
  /** `path#variable` → agent name, for agents a body returns or targets */
  agentName(module: PyModule, variable: string): string | null;
}

/** Identifiers the code reads (dotted for `a.b`), comments and plain strings left out. */
function namesIn(source: string): Set<string> {
  const code = source
    .replace(/#[^\n]*/g, '')
    // plain (not f-) string literals: their words are not names
    .replace(/(?<![fFA-Za-z_])(?:[rRbBuU]{0,2})("""[\s\S]*?"""|'''[\s\S]*?'''|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')/g, '""');
  const names = new Set<string>();
  for (const m of code.matchAll(/(?<![.\w])([A-Za-z_]\w*)(?:\.([A-Za-z_]\w*))?/g)) {
    names.add(m[1]);
    if (m[2]) names.add(`${m[1]}.${m[2]}`);
  }
  return names;
}

function importLine(local: string, imp: PyImport): string {
  if (imp.name) return `from ${imp.module} import ${imp.name}${imp.name === local ? '' : ` as ${local}`}`;
  return local === imp.module.split('.')[0] ? `import ${imp.module}` : `import ${imp.module} as ${local}`;
}

export function bodyWithNeeds(ctx: NeedsContext, module: PyModule, fn: PyFunction, def: string): BodyWithNeeds {
  const imports = new Set<string>();
  const items: string[] = [];
  const carried = new Set<string>();
  const thirdParty = new Set<string>();
  const stand = AGENT_CLASS[ctx.runtime];
  let needsAgentClass = false;
  let namespaces = false;

  const visit = (mod: PyModule, source: string, own: Set<string>): void => {
    const names = namesIn(source);
    for (const name of names) {
      if (name.includes('.') || own.has(name)) continue;
      carry(mod, name, names);
    }
  };

  const carry = (mod: PyModule, name: string, names: Set<string>): void => {
    const key = `${mod.path}#${name}`;
    if (carried.has(key)) return;
    carried.add(key);
    const agent = ctx.agentName(mod, name);
    if (agent !== null) {
      needsAgentClass = true;
      items.push(`${name} = ${stand.cls}(name=${JSON.stringify(agent)})`);
      return;
    }
    const binding = mod.bindings.get(name);
    if (binding) {
      if (binding.kind === 'def') {
        visit(mod, binding.source, new Set(binding.params.map((p) => p.name)));
        items.push(binding.source.trimEnd());
      } else if (binding.source) {
        visit(mod, binding.source, new Set([name]));
        items.push(binding.source.trimEnd());
      }
      return;
    }
    const imp = mod.imports.get(name);
    if (!imp) return;
    const root = imp.module.replace(/^\.+/, '').split('.')[0];
    // an absolute import of a runtime package is that package, even beside a file of the same name
    const local = imp.module.startsWith('.') || (!STAND_INS.has(root) && ctx.program.findModule(mod, imp.module) !== null);
    if (!local) {
      if (!STDLIB.has(root) && !STAND_INS.has(root)) thirdParty.add(root);
      imports.add(importLine(name, imp));
      return;
    }
    // from a file of the program: the binding itself, or a module used as a namespace
    const found = ctx.program.lookup(mod, name);
    if (found) {
      carry(found.module, found.binding.name, names);
      if (found.binding.name !== name) items.push(`${name} = ${found.binding.name}`);
      return;
    }
    const target = ctx.program.findModule(mod, imp.name ? `${imp.module}${imp.module.endsWith('.') ? '' : '.'}${imp.name}` : imp.module);
    if (!target) return;
    namespaces = true;
    items.push(`${name} = _SimpleNamespace()`);
    for (const dotted of names) {
      if (!dotted.startsWith(`${name}.`)) continue;
      const attr = dotted.slice(name.length + 1);
      if (!target.bindings.has(attr)) continue;
      carry(target, attr, names);
      items.push(`${name}.${attr} = ${attr}`);
    }
  };

  carried.add(`${module.path}#${fn.name}`);
  visit(module, fn.source, new Set(fn.params.map((p) => p.name)));
  if (needsAgentClass) imports.add(`from ${stand.module} import ${stand.cls}`);
  if (namespaces) imports.add('from types import SimpleNamespace as _SimpleNamespace');
  const parts = [...(imports.size ? [[...imports].sort().join('\n')] : []), ...items];
  const code = parts.length === 0 ? def.trimEnd() : `${def.trimEnd()}\n\n\n# What the body needs from ${module.path} (carried by the importer):\n${parts.join('\n\n')}`;
  return { code, thirdParty: [...thirdParty].sort() };
}
