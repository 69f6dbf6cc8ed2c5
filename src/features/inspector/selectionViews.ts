/** The inspector's views of a selection, one chunk loaded on first selection (see Inspector.tsx). */
export { AfterWorkInspector } from './AfterWorkInspector.tsx';
export { AgentInspector } from './AgentInspector.tsx';
export { AgentToolInspector } from './AgentToolInspector.tsx';
export { GuardrailInspector } from './GuardrailInspector.tsx';
export { HandoffInspector } from './HandoffInspector.tsx';
export { ToolInspector } from './ToolInspector.tsx';
