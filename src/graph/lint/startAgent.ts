/** The run needs somewhere to begin: `startAgent` must name an agent of the graph. */
import type { LintRule } from './diagnostic.ts';

export const startAgentRule: LintRule = {
  id: 'start-agent',
  check(graph) {
    const target = { kind: 'graph' as const, id: graph.id };
    if (graph.startAgent === null) {
      const message = graph.agents.length === 0 ? 'Add an agent: the graph has none to start with.' : 'Choose a start agent: the run has nowhere to begin.';
      return [{ ruleId: this.id, severity: 'error', message, target, path: 'startAgent' }];
    }
    if (!graph.agents.some((a) => a.id === graph.startAgent)) {
      return [{ ruleId: this.id, severity: 'error', message: `The start agent "${graph.startAgent}" does not exist.`, target, path: 'startAgent' }];
    }
    return [];
  },
};
