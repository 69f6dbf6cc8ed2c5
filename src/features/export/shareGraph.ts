/**
 * The "Share link" action: the open graph in a link (src/graph/shareLink.ts), copied to the
 * clipboard; a graph too large for a link is downloaded as a file instead.
 */
import { exportGraph } from '../../graph/exportGraph.ts';
import type { Graph } from '../../graph/schema.ts';
import { createShareLink } from '../../graph/shareLink.ts';
import { downloadFile } from '../../ui/downloadFile.ts';

export type ShareOutcome =
  | { kind: 'copied'; url: string }
  /** the clipboard was refused: the link is shown for copying by hand */
  | { kind: 'shown'; url: string }
  | { kind: 'too_long'; message: string; filename: string }
  | { kind: 'refused'; message: string };

export async function shareGraph(graph: Graph, fileName: string): Promise<ShareOutcome> {
  const link = await createShareLink(graph, location.href);
  if (!link.ok && link.reason === 'secret') return { kind: 'refused', message: link.message };
  if (!link.ok) {
    downloadFile(fileName, exportGraph(graph));
    return { kind: 'too_long', message: link.message, filename: fileName };
  }
  try {
    await navigator.clipboard.writeText(link.url);
    return { kind: 'copied', url: link.url };
  } catch {
    return { kind: 'shown', url: link.url };
  }
}
