/** Python in the sandbox, browser entry: import this lazily (it carries the worker). */
export { createBrowserPythonRunner, defaultPyodideURL, type BrowserPythonRunnerOptions } from './pythonBrowserRunner.ts';
export type { PythonCall, PythonError, PythonRunner, PythonRunnerOptions, PythonRunRequest, PythonRunResult } from '../protocol.ts';
