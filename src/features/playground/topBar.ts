/**
 * The playground's one piece on first paint: the top bar's model chip. A public entry of its own,
 * so that the top bar does not pull the whole playground (index.tsx, loaded with the dock) into
 * the first chunk (docs/PERFORMANCE.md).
 */
export { ModelChip } from './ModelChip.tsx';
