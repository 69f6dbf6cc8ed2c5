/** Routing evals, pure (docs/EVALS.md): shared by `switchboard eval` and the app's Evals panel. */
export { runConversation, APPROVAL_REJECTED, type ConversationOptions, type ConversationResult, type RunFunction } from './conversation.ts';
export { parseSuite, agentNamer, checkScenario, observe, observeEvents, caseInputs, expectedLastAgent, type SuiteParse, type Observed } from './checkCase.ts';
export { runSuite, DEFAULT_CONCURRENCY, type CaseOutcome, type CaseResult, type SuiteProgress, type SuiteResult, type SuiteRunOptions } from './runSuite.ts';
export { createRateGate, retrying, retryingModel, retryDelay, realClock, DEFAULT_RETRY_POLICY, type Clock, type RateGate, type RateLimitStats, type RetryPolicy } from './rateLimit.ts';
export { confusionMatrices, cellCases, NO_HANDOFF, type Cell, type Confusion, type EdgeConfusion, type Matrices } from './matrix.ts';
export { compareRuns, summarize, type CaseChange, type RunComparison, type RunSummary } from './compare.ts';
export { toJUnitXml, xmlEscape, type JUnitOptions } from './junit.ts';
