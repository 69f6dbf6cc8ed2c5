/**
 * A suite run as JUnit XML for CI (`switchboard eval --junit FILE`), in the shape Jenkins,
 * GitLab and GitHub test reporters read: <testsuites><testsuite><testcase> with <failure> for an
 * unmet expectation, <error> for a run that ended in an error, <skipped> for a stopped case.
 * Written by hand rather than with an XML library: it is one fixed, flat shape, and escaping
 * (below) is the only subtle part.
 */
import type { CaseResult, SuiteResult } from './runSuite.ts';

/** XML 1.0 forbids most control characters even as references; they are dropped. */
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlEscape(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const seconds = (ms: number) => (Math.max(0, ms) / 1000).toFixed(3);

function caseDetails(c: CaseResult): string {
  const lines = [`route: ${c.route.join(' -> ') || '(none)'}`, `last agent: ${c.lastAgent ?? '(none)'}`, `tools: ${c.tools.join(' -> ') || '(none)'}`, `status: ${c.status ?? '(not run)'}`];
  return lines.join('\n');
}

function testcase(c: CaseResult, classname: string): string {
  const open = `    <testcase name="${xmlEscape(c.name)}" classname="${xmlEscape(classname)}" time="${seconds(c.durationMs)}">`;
  const reason = c.failures.join('\n');
  const first = c.failures[0] ?? '';
  let verdict = '';
  if (c.outcome === 'failed') verdict = `\n      <failure message="${xmlEscape(first)}" type="EvalExpectation">${xmlEscape(reason)}</failure>`;
  else if (c.outcome === 'error') verdict = `\n      <error message="${xmlEscape(first)}" type="${xmlEscape(c.error?.type ?? 'Error')}">${xmlEscape(reason)}</error>`;
  else if (c.outcome === 'cancelled') verdict = `\n      <skipped message="${xmlEscape(first)}"/>`;
  return `${open}${verdict}\n      <system-out>${xmlEscape(caseDetails(c))}</system-out>\n    </testcase>`;
}

export interface JUnitOptions {
  /** the graph's name, as the suite name when the suite has none */
  graphName: string;
}

export function toJUnitXml(result: SuiteResult, options: JUnitOptions): string {
  const name = result.suiteName ?? options.graphName;
  const count = (outcome: CaseResult['outcome']) => result.cases.filter((c) => c.outcome === outcome).length;
  const totals = `tests="${result.cases.length}" failures="${count('failed')}" errors="${count('error')}" skipped="${count('cancelled')}" time="${seconds(result.durationMs)}"`;
  const properties = [
    ['provider', result.provider],
    ['graph', options.graphName],
    ['rateLimited', String(result.rateLimits.limited)],
    ['retries', String(result.rateLimits.retries)],
  ]
    .map(([k, v]) => `      <property name="${xmlEscape(k)}" value="${xmlEscape(v)}"/>`)
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="switchboard eval" ${totals}>`,
    `  <testsuite name="${xmlEscape(name)}" ${totals} timestamp="${new Date(result.startedAt).toISOString().replace(/\.\d{3}Z$/, '')}">`,
    `    <properties>\n${properties}\n    </properties>`,
    ...result.cases.map((c) => testcase(c, name)),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
