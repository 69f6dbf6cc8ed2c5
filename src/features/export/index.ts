/** Export: the graph as code for other runtimes, a diagram, a picture of the canvas, or a share link. */
export { ExportButton } from './ExportButton.tsx';
export { ExportDialog } from './ExportDialog.tsx';
export type { CodeViewerKit } from './codeViewerKit.ts';
