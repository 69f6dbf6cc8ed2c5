/**
 * The "run the code" pass's TypeScript/JavaScript side: the runtime the bundle (bundleProgram.ts)
 * carries into the TypeScript sandbox. A small CommonJS loader over the imported files (already
 * transpiled), recording stand-ins for `@openai/agents` (Agent, RealtimeAgent, handoff, tool, run,
 * Runner, withTrace, RealtimeSession, asTool, clone) that record instead of acting, read-only `fs`
 * over the folder's copies, `path`/`url`/`process`/`readline`, and inert stand-ins for every other
 * package. Plain JavaScript in a string (no template literals inside), so it means the same in
 * Node's vm and in the browser's worker whatever the app's own build does to its code.
 * `__record(...)` returns the same recording shape as the Python recorder (runCode.ts).
 */
export const JS_RECORDER = String.raw`
var __REC = { agents: [], routes: [], tools: [], nested: [], runs: [], agent_tools: [], notes: [] };
var __OBJ = new Map();
var __INERT = new WeakSet();
var __ERRORS = [];
function __Stop(message) { this.name = "RecorderStop"; this.message = message; this.stack = new Error().stack; }
function __frames(stack) {
  var out = [];
  String(stack || "").split("\n").forEach(function (text) {
    var m = /\(?([^\s()]*?):(\d+):(\d+)\)?\s*$/.exec(text);
    if (m && /\bat\b|@/.test(text)) out.push({ file: m[1], line: Number(m[2]) });
  });
  return out;
}
var __BASE_FRAME = __frames(__BASE.stack)[0] || { file: "", line: 1 };
function __placeOf(stack) {
  var frames = __frames(stack);
  for (var i = 0; i < frames.length; i++) {
    var f = frames[i];
    if (f.file !== __BASE_FRAME.file) continue;
    var line = f.line - __BASE_FRAME.line + 1;
    for (var j = 0; j < __RANGES.length; j++) {
      var r = __RANGES[j];
      if (line >= r.start && line < r.end) return { file: r.path, line: line - r.start + 1 };
    }
  }
  return null;
}
function __track(value) {
  if (value && typeof value.then === "function") value.then(undefined, function (e) { __ERRORS.push(e); });
  return value;
}
function __where() { return __placeOf(new Error().stack) || { file: __ENTRY, line: 1 }; }
function __text(v) { return typeof v === "string" ? v : null; }
function __plain(v) {
  if (v === null || typeof v !== "object" || __INERT.has(v)) return null;
  try { return JSON.parse(JSON.stringify(v)); } catch (e) { return null; }
}

/* anything a package the recorder does not model gives back: callable, constructible, iterable, awaitable as nothing */
function __inert() {
  var target = function () {};
  var proxy = new Proxy(target, {
    get: function (t, key) {
      if (key === "then") return undefined;
      if (key === Symbol.iterator) return function* () {};
      if (key === Symbol.asyncIterator) return async function* () {};
      if (key === Symbol.toPrimitive) return function (hint) { return hint === "number" ? 0 : ""; };
      if (key === "toString" || key === "toJSON") return function () { return ""; };
      if (key === "valueOf") return function () { return 0; };
      if (key === "__esModule") return true;
      if (key === "prototype") return t.prototype;
      if (key === "length") return 0;
      if (typeof key === "symbol") return undefined;
      return __inert();
    },
    apply: function () { return __inert(); },
    construct: function (t, args, newTarget) {
      if (newTarget === proxy) return __inert();
      /* a class that extends an inert one: its own methods, anything else inert */
      var self = Object.create(newTarget.prototype);
      return new Proxy(self, { get: function (o, key, receiver) { return key in o || typeof key === "symbol" || key === "then" ? Reflect.get(o, key, receiver) : __inert(); } });
    },
    set: function () { return true; },
    has: function () { return false; },
  });
  __INERT.add(proxy);
  return proxy;
}
function __module(name, known) {
  known.__esModule = true;
  if (!("default" in known)) known.default = known;
  return new Proxy(known, { get: function (o, key) { return key in o || typeof key === "symbol" || key === "then" ? o[key] : __inert(); } });
}

/* ---------- paths and the folder's read-only copies ---------- */
var __ROOT = "/project";
function __normalize(p) {
  var abs = p.charAt(0) === "/";
  var out = [];
  p.split("/").forEach(function (part) {
    if (!part || part === ".") return;
    if (part === "..") out.pop(); else out.push(part);
  });
  return (abs ? "/" : "") + out.join("/");
}
var __path = {
  sep: "/", delimiter: ":",
  join: function () { return __normalize(Array.prototype.slice.call(arguments).filter(Boolean).join("/")) || "."; },
  resolve: function () {
    var p = __ROOT;
    Array.prototype.slice.call(arguments).forEach(function (part) { if (part) p = String(part).charAt(0) === "/" ? String(part) : p + "/" + part; });
    return __normalize(p);
  },
  dirname: function (p) { var i = String(p).lastIndexOf("/"); return i > 0 ? String(p).slice(0, i) : i === 0 ? "/" : "."; },
  basename: function (p, ext) { var b = String(p).split("/").pop(); return ext && b.slice(-ext.length) === ext ? b.slice(0, -ext.length) : b; },
  extname: function (p) { var b = String(p).split("/").pop(); var i = b.lastIndexOf("."); return i > 0 ? b.slice(i) : ""; },
  normalize: function (p) { return __normalize(String(p)); },
  isAbsolute: function (p) { return String(p).charAt(0) === "/"; },
  relative: function (from, to) {
    var a = __path.resolve(from).split("/").filter(Boolean), b = __path.resolve(to).split("/").filter(Boolean);
    while (a.length && b.length && a[0] === b[0]) { a.shift(); b.shift(); }
    return a.map(function () { return ".."; }).concat(b).join("/");
  },
};
__path.posix = __path;
function __rel(p) {
  var s = String(p && p.href ? p.href : p).replace(/^file:\/\//, "");
  var abs = __normalize(s.charAt(0) === "/" ? s : __ROOT + "/" + s);
  return abs.indexOf(__ROOT + "/") === 0 ? abs.slice(__ROOT.length + 1) : null;
}
function __noFile(p) { var e = new Error("ENOENT: no such file in the imported folder, open '" + p + "'"); e.code = "ENOENT"; return e; }
function __read(p) {
  var rel = __rel(p);
  if (rel === null || !Object.prototype.hasOwnProperty.call(__FILES, rel)) throw __noFile(p);
  return __FILES[rel];
}
function __entries(p) {
  var rel = __rel(p);
  var prefix = rel ? rel + "/" : "";
  var names = new Set();
  Object.keys(__FILES).concat(Object.keys(__MODULES)).forEach(function (f) { if (f.indexOf(prefix) === 0) names.add(f.slice(prefix.length).split("/")[0]); });
  return Array.from(names);
}
function __isFile(p) { var rel = __rel(p); return rel !== null && (Object.prototype.hasOwnProperty.call(__FILES, rel) || Object.prototype.hasOwnProperty.call(__MODULES, rel)); }
function __dropWrite(p) { __REC.notes.push("write:" + String(p)); }
var __fs = {
  readFileSync: function (p) { return __read(p); },
  existsSync: function (p) { return __isFile(p) || __entries(p).length > 0; },
  readdirSync: function (p) { return __entries(p); },
  statSync: function (p) { var file = __isFile(p); if (!file && !__entries(p).length) throw __noFile(p); return { isFile: function () { return file; }, isDirectory: function () { return !file; }, size: file ? String(__FILES[__rel(p)] || "").length : 0 }; },
  writeFileSync: __dropWrite, appendFileSync: __dropWrite, mkdirSync: function () {}, rmSync: function () {}, unlinkSync: function () {},
};
__fs.promises = {
  readFile: async function (p) { return __read(p); },
  readdir: async function (p) { return __entries(p); },
  stat: async function (p) { return __fs.statSync(p); },
  access: async function (p) { if (!__fs.existsSync(p)) throw __noFile(p); },
  writeFile: async function (p) { __dropWrite(p); }, appendFile: async function (p) { __dropWrite(p); }, mkdir: async function () {}, rm: async function () {},
};
var __url = {
  fileURLToPath: function (u) { return String(u && u.href ? u.href : u).replace(/^file:\/\//, ""); },
  pathToFileURL: function (p) { return { href: "file://" + __path.resolve(p), toString: function () { return "file://" + __path.resolve(p); } }; },
};
function __noInput() { return Promise.reject(new __Stop("the program asked for input (none while the code is recorded)")); }
var __readline = {
  createInterface: function () {
    return { question: function (q, cb) { if (typeof cb === "function") throw new __Stop("the program asked for input (none while the code is recorded)"); return __noInput(); }, close: function () {}, on: function () { return this; }, once: function () { return this; }, prompt: function () {}, [Symbol.asyncIterator]: async function* () {} };
  },
};
function __Emitter() { this._on = {}; }
__Emitter.prototype.on = __Emitter.prototype.addListener = __Emitter.prototype.once = function (n, f) { (this._on[n] = this._on[n] || []).push(f); return this; };
__Emitter.prototype.off = __Emitter.prototype.removeListener = function () { return this; };
__Emitter.prototype.emit = function (n) { var args = Array.prototype.slice.call(arguments, 1); (this._on[n] || []).forEach(function (f) { f.apply(null, args); }); return true; };
var __process = {
  env: new Proxy({}, { get: function (o, k) { return o[k]; } }),
  argv: ["node", ""], platform: "linux", versions: {}, exitCode: 0,
  /* not thrown: called from a promise's catch handler, a throw would be an unhandled rejection that ends the sandbox's worker */
  exit: function (code) { __ERRORS.push(new __Stop("the program called process.exit(" + (code === undefined ? "" : code) + ")")); },
  cwd: function () { return __ROOT; }, on: function () { return __process; }, once: function () { return __process; }, off: function () { return __process; },
  nextTick: function (f) { var args = Array.prototype.slice.call(arguments, 1); Promise.resolve().then(function () { f.apply(null, args); }); },
  stdout: { write: function () { return true; }, isTTY: false }, stderr: { write: function () { return true; } }, stdin: __inert(),
  hrtime: Object.assign(function () { return [0, 0]; }, { bigint: function () { return BigInt(0); } }),
  memoryUsage: function () { return { heapUsed: 0 }; },
};
var __console = {
  log: function () {}, info: function () {}, debug: function () {}, warn: function () {}, table: function () {}, dir: function () {}, group: function () {}, groupEnd: function () {}, time: function () {}, timeEnd: function () {},
  error: function () { Array.prototype.slice.call(arguments).forEach(function (a) { if (a && typeof a === "object" && typeof a.message === "string") __ERRORS.push(a); }); },
};

/* ---------- the OpenAI Agents SDK (JS) ---------- */
function __register(agent, config, kind) {
  var key = "a" + __REC.agents.length;
  __OBJ.set(agent, key);
  var place = __where();
  var instructions = config.instructions;
  __REC.agents.push({ key: key, name: String(config.name === undefined ? "Agent" : config.name), kind: "sdk", instructions: __text(instructions), description: __text(config.handoffDescription), model: __text(config.model), human: false, file: place.file, line: place.line });
  if (typeof instructions === "function") __REC.notes.push("dynamic-instructions:" + key);
  if (kind) __REC.notes.push(kind + ":" + key);
}
/* an agent's handoffs and tools: a list that remembers where each item was put (constructor, push, assignment) */
var __PLACES = new WeakMap();
function __list(items, place) {
  var list = Array.isArray(items) ? items.slice() : [];
  var places = new Map();
  list.forEach(function (x) { places.set(x, place); });
  __PLACES.set(list, places);
  var push = list.push;
  Object.defineProperty(list, "push", { value: function () { var at = __where(); Array.prototype.forEach.call(arguments, function (x) { places.set(x, at); }); return push.apply(list, arguments); } });
  Object.defineProperty(list, "unshift", { value: function () { var at = __where(); Array.prototype.forEach.call(arguments, function (x) { places.set(x, at); }); return Array.prototype.unshift.apply(list, arguments); } });
  return list;
}
function __placeIn(list, item, fallback) { var places = __PLACES.get(list); return (places && places.get(item)) || fallback; }
class Agent extends __Emitter {
  constructor(config) {
    super();
    config = config || {};
    this.__config = config;
    this.name = config.name;
    this.instructions = config.instructions;
    this.handoffDescription = config.handoffDescription || "";
    var at = __where();
    this.__handoffs = __list(config.handoffs, at);
    this.__tools = __list(config.tools, at);
    this.model = config.model;
    this.modelSettings = config.modelSettings || {};
    this.outputType = config.outputType;
    this.inputGuardrails = config.inputGuardrails || [];
    this.outputGuardrails = config.outputGuardrails || [];
    __register(this, config, this instanceof RealtimeAgent ? "realtime" : null);
  }
  get handoffs() { return this.__handoffs; }
  set handoffs(v) { this.__handoffs = __list(v, __where()); }
  get tools() { return this.__tools; }
  set tools(v) { this.__tools = __list(v, __where()); }
  static create(config) { return new this(config); }
  clone(config) { return new this.constructor(Object.assign({}, this.__config, { name: this.name, instructions: this.instructions, handoffDescription: this.handoffDescription, handoffs: this.handoffs, tools: this.tools, model: this.model }, config || {})); }
  asTool(options) { options = options || {}; return { __agentTool: true, type: "function", agent: this, name: options.toolName || null, description: options.toolDescription || null }; }
  getSystemPrompt() { return Promise.resolve(__text(this.instructions) || ""); }
  toJSON() { return { name: this.name }; }
}
class RealtimeAgent extends Agent {}
function handoff(agent, options) { return { __handoff: true, agent: agent, options: options || {}, agentName: agent && agent.name, toolName: (options && options.toolNameOverride) || "" }; }
function tool(options) {
  options = options || {};
  return { __tool: true, type: "function", name: options.name || (options.execute && options.execute.name) || "tool", description: options.description || "", parameters: options.parameters, execute: options.execute, place: __where() };
}
function __result(agent) {
  /* the output is unknown: inert, so code reading fields of it (result.finalOutput.summary) goes on */
  var result = { finalOutput: __inert(), newItems: [], history: [], output: [], rawResponses: [], interruptions: [], lastAgent: agent, currentAgent: agent, state: __inert(), completed: Promise.resolve(), toTextStream: function () { return __inert(); }, toStream: function () { return __inert(); }, [Symbol.asyncIterator]: async function* () {} };
  return new Proxy(result, { get: function (o, key) { return key in o || typeof key === "symbol" || key === "then" ? o[key] : __inert(); } });
}
function __recordRun(kind, agent, options) {
  if (__REC.runs.length >= 25) throw new __Stop("the recorder stopped the program after 25 runs (a conversation loop)");
  options = options || {};
  var place = __where();
  __REC.runs.push({ agent: __OBJ.get(agent) || null, kind: kind, max_turns: typeof options.maxTurns === "number" ? options.maxTurns : null, context: __plain(options.context), file: place.file, line: place.line });
}
async function run(agent, input, options) { __recordRun("run", agent, options); return __result(agent); }
class Runner extends __Emitter {
  constructor(config) { super(); this.config = config || {}; }
  async run(agent, input, options) { __recordRun("run", agent, Object.assign({ maxTurns: this.config.maxTurns }, options || {})); return __result(agent); }
}
class RealtimeSession extends __Emitter {
  constructor(agent, options) { super(); this.initialAgent = agent; this.history = []; this.transport = __inert(); __recordRun("RealtimeSession", agent, options); }
  async connect() {} close() {} interrupt() {} mute() {} sendMessage() {} approve() {} reject() {} updateAgent(agent) { this.currentAgent = agent; }
}
function withTrace(name, fn) { return fn(__inert()); }
function __same(v) { return v; }
var __sdk = {
  Agent: Agent, RealtimeAgent: RealtimeAgent, RealtimeSession: RealtimeSession, Runner: Runner, run: run, handoff: handoff, realtimeHandoff: handoff, tool: tool, withTrace: withTrace,
  defineInputGuardrail: __same, defineOutputGuardrail: __same, defineToolInputGuardrail: __same, defineToolOutputGuardrail: __same,
  setDefaultOpenAIKey: function () {}, setTracingDisabled: function () {}, setDefaultOpenAIClient: function () {}, setOpenAIAPI: function () {}, setTracingExportApiKey: function () {}, startTraceExportLoop: function () {},
};

/* ---------- yaml / js-yaml: a reader for the plain YAML config files agents are described in ---------- */
function __yamlScalar(text) {
  text = text.trim();
  if (text === "" || text === "~" || text === "null") return null;
  if (text === "true") return true;
  if (text === "false") return false;
  if (text.length >= 2 && text.charAt(0) === text.charAt(text.length - 1) && (text.charAt(0) === "'" || text.charAt(0) === '"')) return text.slice(1, -1);
  if (text.charAt(0) === "[" && text.charAt(text.length - 1) === "]") return text.slice(1, -1).split(",").map(function (x) { return __yamlScalar(x); }).filter(function (x) { return x !== null; });
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text.replace(/\s+#.*$/, "");
}
function __yamlParse(source) {
  var lines = String(source).split(/\r?\n/);
  var i = 0;
  function depthOf(line) { return line.length - line.replace(/^\s+/, "").length; }
  function blank(line) { var t = line.trim(); return !t || t.charAt(0) === "#" || t === "---"; }
  function block(indent) {
    var result = null;
    while (i < lines.length) {
      var line = lines[i];
      if (blank(line)) { i++; continue; }
      var depth = depthOf(line);
      if (depth < indent) break;
      var t = line.trim();
      if (t === "-" || t.indexOf("- ") === 0) {
        result = Array.isArray(result) ? result : [];
        var rest = t.slice(1).trim();
        if (rest && /^[^'"\[]*?:(\s|$)/.test(rest)) {
          /* a mapping as a list item: its first key on the dash's line */
          lines[i] = line.slice(0, depth) + " " + line.slice(depth + 1);
          result.push(block(depth + 1));
        } else if (!rest) { i++; result.push(block(depth + 1)); }
        else { i++; result.push(__yamlScalar(rest)); }
        continue;
      }
      var colon = t.search(/:(\s|$)/);
      if (colon < 0) { i++; continue; }
      result = result && !Array.isArray(result) ? result : {};
      var key = __yamlScalar(t.slice(0, colon));
      var value = t.slice(colon + 1).trim();
      if (/^[|>][-+]?$/.test(value)) {
        var body = [];
        i++;
        while (i < lines.length && (!lines[i].trim() || depthOf(lines[i]) > depth)) body.push(lines[i++]);
        while (body.length && !body[body.length - 1].trim()) body.pop();
        var margin = Math.min.apply(null, body.filter(function (b) { return b.trim(); }).map(depthOf).concat([1e9]));
        var joined = body.map(function (b) { return b.slice(margin); }).join("\n");
        result[key] = value.charAt(0) === "|" ? joined + (value.charAt(1) === "-" ? "" : "\n") : joined.split(/\s+/).filter(Boolean).join(" ") + (value.charAt(1) === "-" ? "" : "\n");
      } else if (value === "") {
        i++;
        result[key] = block(depth + 1);
      } else {
        i++;
        result[key] = __yamlScalar(value);
      }
    }
    return result;
  }
  return block(0);
}
var __yaml = { parse: __yamlParse, load: __yamlParse, safeLoad: __yamlParse, stringify: function () { return ""; }, dump: function () { return ""; } };

/* ---------- the loader ---------- */
/* a browser app's entry (a realtime demo's UI) finds inert window/document; fetch reaches nothing */
var __BROWSER = { window: __inert(), document: __inert(), fetch: function () { return Promise.reject(new Error("no network while the code is recorded")); }, localStorage: __inert() };
var __LOADED = {};
var __PENDING = [];
var __BUILTIN = {
  fs: __module("fs", __fs), "fs/promises": __module("fs/promises", __fs.promises), path: __module("path", __path), url: __module("url", __url),
  readline: __module("readline", __readline), "readline/promises": __module("readline/promises", __readline), process: __module("process", __process),
  events: __module("events", { EventEmitter: __Emitter, default: __Emitter }),
  yaml: __module("yaml", __yaml), "js-yaml": __module("js-yaml", __yaml),
  "@openai/agents": __module("@openai/agents", __sdk), "@openai/agents-core": __module("@openai/agents-core", __sdk), "@openai/agents-realtime": __module("@openai/agents-realtime", __sdk), "@openai/agents/realtime": __module("@openai/agents/realtime", __sdk),
};
var __EXT = ["", ".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs", ".json", "/index.ts", "/index.tsx", "/index.js", "/index.mjs"];
function __resolve(spec, from) {
  var bases = [];
  if (spec.charAt(0) === "." ) bases.push(__normalize(__path.dirname(from) + "/" + spec));
  else if (spec.charAt(0) === "/") bases.push(__normalize(spec).replace(/^\//, ""));
  else if (spec.indexOf("@/") === 0 || spec.indexOf("~/") === 0) bases.push("src/" + spec.slice(2), spec.slice(2));
  else return null;
  for (var i = 0; i < bases.length; i++) {
    var base = bases[i].replace(/^\/+/, "");
    var stems = [base, base.replace(/\.(m|c)?js$/, ""), base.replace(/\.jsx$/, "")];
    for (var s = 0; s < stems.length; s++) {
      for (var e = 0; e < __EXT.length; e++) {
        var p = stems[s] + __EXT[e];
        if (Object.prototype.hasOwnProperty.call(__MODULES, p) || (/\.json$/.test(p) && Object.prototype.hasOwnProperty.call(__FILES, p))) return p;
      }
    }
  }
  return null;
}
function __require(from) {
  return function (spec) {
    spec = String(spec);
    var bare = spec.replace(/^node:/, "");
    if (Object.prototype.hasOwnProperty.call(__BUILTIN, bare)) return __BUILTIN[bare];
    if (/^@openai\/agents(-|\/|$)/.test(bare)) return __BUILTIN["@openai/agents"];
    var path = __resolve(spec, from);
    if (path === null && /\.(css|scss|sass|less|svg|png|jpe?g|gif|webp|ico|woff2?|html|wasm)(\?.*)?$/i.test(spec)) return __module(spec, {});
    if (path === null) {
      if (spec.charAt(0) === ".") throw new Error("Cannot find module '" + spec + "' among the imported files (from " + from + ")");
      __REC.notes.push("inert:" + spec);
      /* its default export is inert too: new OpenAI(), chalk.bold(...), os.tmpdir() */
      __BUILTIN[bare] = __module(spec, { default: __inert() });
      return __BUILTIN[bare];
    }
    return __load(path);
  };
}
function __load(path) {
  if (__LOADED[path]) return __LOADED[path].exports;
  var module = { exports: {}, id: path, filename: __ROOT + "/" + path };
  __LOADED[path] = module;
  if (/\.json$/.test(path) && !__MODULES[path]) { module.exports = JSON.parse(__FILES[path]); return module.exports; }
  var dir = __ROOT + "/" + __path.dirname(path);
  var meta = { url: "file://" + __ROOT + "/" + path, filename: __ROOT + "/" + path, dirname: dir, resolve: function (s) { return "file://" + __ROOT + "/" + (__resolve(s, path) || s); } };
  var im = Object.assign(function (spec) { return Promise.resolve().then(function () { return __require(path)(spec); }); }, { meta: meta });
  var done = __MODULES[path](__require(path), module, module.exports, __ROOT + "/" + path, dir, __process, __console, im, __BROWSER.window, __BROWSER.document, __BROWSER.fetch, __BROWSER.localStorage);
  __PENDING.push(done.catch(function (e) { __ERRORS.push(e); }));
  return module.exports;
}

async function __settle() {
  /* the program's own promises (an un-awaited main()) finish on later turns: wait until nothing new is recorded */
  var quiet = 0, last = -1;
  for (var i = 0; i < 400 && quiet < 5; i++) {
    await new Promise(function (r) { setTimeout(r, i < 50 ? 0 : 5); });
    var size = __REC.agents.length + __REC.runs.length + __ERRORS.length + __PENDING.length;
    quiet = size === last ? quiet + 1 : 0;
    last = size;
  }
}

function __wiring() {
  /* after the run: each agent's handoffs and tools as they ended up (agent.handoffs = [...] included) */
  __OBJ.forEach(function (key, agent) {
    var record = __REC.agents.find(function (a) { return a.key === key; });
    var handoffs = Array.isArray(agent.handoffs) ? agent.handoffs : [];
    handoffs.forEach(function (h) {
      var target = h && h.__handoff ? h.agent : h;
      var at = __placeIn(handoffs, h, record);
      if (__OBJ.has(target)) __REC.routes.push({ from: key, target: { kind: "agent", agent: __OBJ.get(target) }, trigger: "handoff", condition: null, file: at.file, line: at.line });
    });
    var tools = Array.isArray(agent.tools) ? agent.tools : [];
    tools.forEach(function (t) {
      var at = __placeIn(tools, t, record);
      if (t && t.__agentTool) __REC.agent_tools.push({ from: key, to: __OBJ.get(t.agent) || null, name: t.name, description: t.description, file: at.file, line: at.line });
      else if (t && t.__tool) {
        var source = typeof t.execute === "function" ? Function.prototype.toString.call(t.execute) : null;
        __REC.tools.push({ agent: key, name: String(t.name), description: __text(t.description), source: source, parameters: __plain(t.parameters), file: t.place.file, line: t.place.line });
      }
    });
  });
}

async function __record(entry, call) {
  Error.stackTraceLimit = 50;
  __process.argv = ["node", __ROOT + "/" + entry];
  var error = null;
  try {
    var exports = __load(entry);
    await __settle();
    if (call) {
      var target = exports[call] || (exports.default && exports.default[call]);
      if (typeof target !== "function") throw new Error("The entry " + entry + " exports no function " + call);
      await target();
      await __settle();
    }
  } catch (e) {
    __ERRORS.unshift(e);
  }
  var first = __ERRORS.find(function (e) { return !(e instanceof __Stop); }) || __ERRORS[0];
  if (first) {
    var place = (first && __placeOf(first.stack)) || { file: entry, line: 1 };
    error = { type: first instanceof __Stop ? "RecorderStop" : String(first.name || "Error"), message: String(first.message || first).slice(0, 500), file: place.file, line: place.line };
  }
  __wiring();
  return JSON.parse(JSON.stringify(Object.assign({}, __REC, { error: error })));
}
`;
