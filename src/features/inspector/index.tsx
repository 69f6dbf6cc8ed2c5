/** Inspector: property panels for the selected agent, handoff, tool or guardrail, or the graph. */
export { Inspector, prefetchSelectionViews } from './Inspector.tsx';
export type { EditorKit, CodeEditorProps } from './editorKit.tsx';
