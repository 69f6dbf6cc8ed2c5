/** Python in the sandbox (Pyodide). Node entry; the browser runner is ./browser/index.ts. */
export { createNodePythonRunner, pyodideFolder } from './node/pythonNodeRunner.ts';
export type { PythonCall, PythonError, PythonRunner, PythonRunnerOptions, PythonRunRequest, PythonRunResult } from './protocol.ts';
