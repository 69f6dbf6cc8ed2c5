/** The graph layer: the document format (schema, import/export, migrations), derived names, routes and lint. Pure TypeScript. */
export * from './schema.ts';
export { importGraph, type ImportProblem, type ImportResult } from './importGraph.ts';
export { exportGraph } from './exportGraph.ts';
export { MIGRATIONS, migrateDocument, type Migration, type MigrationResult } from './migrations.ts';
export { formatPath, type PathSegment } from './documentPath.ts';
export { findSecrets, isSecretKey, type SecretFinding } from './secrets.ts';
export { ensureStrictJsonSchema, strictSchemaProblem, StrictSchemaError, STRICT_SCHEMA_ERRORS } from './strictSchema.ts';
export {
  TOOL_NAME_RULES,
  agentToolNames,
  defaultHandoffDescription,
  defaultTransferToolName,
  functionToolName,
  handoffToolDescription,
  handoffToolName,
  pythonToolNameWarning,
  toFunctionToolName,
  transformStringFunctionStyle,
  type DerivedTool,
} from './toolNames.ts';
export { graphRoutes, type Route, type RouteKind } from './routes.ts';
export { LINT_RULES, compareDiagnostics, lintGraph } from './lint/lintGraph.ts';
export {
  RUNTIME_LABELS,
  RUNTIME_SUPPORT,
  ignoredFeatureMessage,
  runtimesSupporting,
  type FeatureEntry,
  type FeatureSupport,
  type RuntimeFeature,
} from './runtimeSupport.ts';
export type { Diagnostic, LintRule, Severity, TargetKind } from './lint/diagnostic.ts';
export { expressionSyntaxError } from './lint/whenExpression.ts';
export { canEndRun } from './lint/deadEndCycle.ts';
export { graphJsonSchema } from './jsonSchema.ts';
// Examples are not re-exported here: they are a chunk of their own, imported from './examples.ts' on open.
export { EXAMPLE_CATALOG, type ExampleInfo } from './exampleCatalog.ts';
export { graphCodeSites, codeNotIn, type CodeSite } from './codeSites.ts';
