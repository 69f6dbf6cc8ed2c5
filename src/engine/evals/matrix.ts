/**
 * Confusion matrices of a suite run, as a designer reads routing: per agent (the last agent a
 * case expected vs the one that answered) and per handoff decision (at each agent on the
 * expected route, the next agent expected vs the one taken). Cases that did not finish (stopped,
 * or ended in a run error) say nothing about routing and are left out; `skipped` counts them.
 */
import type { EvalSuite } from '../../graph/schema.ts';
import { expectedLastAgent } from './checkCase.ts';
import type { CaseResult } from './runSuite.ts';

/** The "next agent" of the last agent on a route: it answered and handed off to no one. */
export const NO_HANDOFF = '(no handoff)';

export interface Cell {
  expected: string;
  actual: string;
  /** indices of the cases in this cell */
  cases: number[];
}

export interface Confusion {
  /** row labels (expected) and column labels (actual): the same list, in the order given, then first seen */
  rows: string[];
  cols: string[];
  cells: Cell[];
  /** cases counted, and of those on the diagonal */
  total: number;
  correct: number;
}

export interface EdgeConfusion extends Confusion {
  /** the agent whose routing decision this is */
  from: string;
}

export interface Matrices {
  agents: Confusion;
  /** one per agent that makes a decision on some expected route, in agent order */
  edges: EdgeConfusion[];
  /** cases left out (stopped, or a run error) */
  skipped: number;
}

class Tally {
  readonly cells = new Map<string, Cell>();
  readonly rows: string[] = [];
  readonly cols: string[] = [];
  total = 0;
  correct = 0;
  add(expected: string, actual: string, caseIndex: number): void {
    if (!this.rows.includes(expected)) this.rows.push(expected);
    if (!this.cols.includes(actual)) this.cols.push(actual);
    const key = JSON.stringify([expected, actual]);
    const cell = this.cells.get(key) ?? { expected, actual, cases: [] };
    cell.cases.push(caseIndex);
    this.cells.set(key, cell);
    this.total += 1;
    if (expected === actual) this.correct += 1;
  }
  done(order: readonly string[]): Confusion {
    const rank = (label: string) => {
      const i = order.indexOf(label);
      return i === -1 ? order.length + (label === NO_HANDOFF ? 1 : 0) : i;
    };
    // square: every label is both a row and a column, so the diagonal is "as expected"
    const seen = [...this.rows, ...this.cols.filter((c) => !this.rows.includes(c))];
    const labels = seen.map((l, i) => ({ l, i })).sort((a, b) => rank(a.l) - rank(b.l) || a.i - b.i).map((x) => x.l);
    return { rows: labels, cols: labels, cells: [...this.cells.values()], total: this.total, correct: this.correct };
  }
}

/** `agentOrder`: the graph's agent ids, so rows and columns follow the canvas's order. */
export function confusionMatrices(suite: EvalSuite, cases: readonly CaseResult[], agentOrder: readonly string[] = []): Matrices {
  const agents = new Tally();
  const edges = new Map<string, Tally>();
  let skipped = 0;
  for (const result of cases) {
    if (result.outcome === 'cancelled' || result.outcome === 'error') {
      skipped += 1;
      continue;
    }
    const scenario = suite.scenarios[result.index];
    if (!scenario) continue;
    const expectedLast = expectedLastAgent(scenario);
    if (expectedLast !== null && result.lastAgent !== null) agents.add(expectedLast, result.lastAgent, result.index);
    const route = scenario.expect.route;
    if (!route) continue;
    // Walk the expected route while the run followed it: once it went elsewhere, later decisions
    // were made from a different place and are not comparable.
    for (let k = 0; k < route.length; k++) {
      if (result.route[k] !== route[k]) break;
      const tally = edges.get(route[k]) ?? new Tally();
      edges.set(route[k], tally);
      tally.add(route[k + 1] ?? NO_HANDOFF, result.route[k + 1] ?? NO_HANDOFF, result.index);
    }
  }
  const fromOrder = [...agentOrder, ...[...edges.keys()].filter((id) => !agentOrder.includes(id))];
  return {
    agents: agents.done(agentOrder),
    edges: fromOrder.flatMap((from) => {
      const tally = edges.get(from);
      return tally ? [{ from, ...tally.done(agentOrder) }] : [];
    }),
    skipped,
  };
}

/** The cases in one cell (none when the cell is empty). */
export function cellCases(matrix: Confusion, expected: string, actual: string): number[] {
  return matrix.cells.find((c) => c.expected === expected && c.actual === actual)?.cases ?? [];
}
