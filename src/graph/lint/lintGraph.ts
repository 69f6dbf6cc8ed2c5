/** Runs every lint rule over a schema-valid graph; diagnostics come back in a stable order. */
import type { Graph } from '../schema.ts';
import { danglingHandoffRule } from './danglingHandoff.ts';
import { deadEndCycleRule } from './deadEndCycle.ts';
import type { Diagnostic, LintRule } from './diagnostic.ts';
import { duplicateIdsRule } from './duplicateIds.ts';
import { evalCasesRule } from './evalCases.ts';
import { groupMembersRule } from './groupMembers.ts';
import { jsonSchemaValidityRule } from './jsonSchemaValidity.ts';
import { pythonFallbackRule } from './pythonFallback.ts';
import { runtimeSupportRule } from './runtimeSupport.ts';
import { startAgentRule } from './startAgent.ts';
import { toolKindsRule } from './toolKinds.ts';
import { toolNameCollisionRule } from './toolNameCollision.ts';
import { unknownReferenceRule } from './unknownReference.ts';
import { unknownRoutesToRule } from './unknownRoutesTo.ts';
import { unreachableAgentRule } from './unreachableAgent.ts';
import { upstreamLimitsRule } from './upstreamLimits.ts';
import { whenExpressionRule } from './whenExpression.ts';

export const LINT_RULES: readonly LintRule[] = [
  startAgentRule,
  danglingHandoffRule,
  unknownReferenceRule,
  unknownRoutesToRule,
  unreachableAgentRule,
  duplicateIdsRule,
  toolNameCollisionRule,
  upstreamLimitsRule,
  whenExpressionRule,
  jsonSchemaValidityRule,
  deadEndCycleRule,
  runtimeSupportRule,
  toolKindsRule,
  groupMembersRule,
  evalCasesRule,
  pythonFallbackRule,
];

const collator = new Intl.Collator('en', { numeric: true });

/** Errors first, then by place in the document, rule and message. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  if (a.severity !== b.severity) return a.severity === 'error' ? -1 : 1;
  return collator.compare(a.path, b.path) || collator.compare(a.ruleId, b.ruleId) || collator.compare(a.message, b.message);
}

/** Rules loaded later (codeSyntax.ts: its parser stays off the app's first paint). */
const addedRules: LintRule[] = [];

/** Adds a rule to every later lintGraph call (idempotent). */
export function addLintRule(rule: LintRule): void {
  if (!addedRules.some((r) => r.id === rule.id)) addedRules.push(rule);
}

export function lintGraph(graph: Graph, rules: readonly LintRule[] = [...LINT_RULES, ...addedRules]): Diagnostic[] {
  return rules.flatMap((rule) => rule.check(graph)).sort(compareDiagnostics);
}
