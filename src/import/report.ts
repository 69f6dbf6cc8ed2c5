/**
 * The import report: every construct the importer met, with where it was and what became of it.
 * `mapped`: carried into the graph as is; `approximated`: carried, but the graph holds less than
 * the code (say what was lost); `skipped`: not in the graph at all (say why). Nothing the importer
 * recognises or refuses leaves the report, so nothing is dropped silently.
 */
export type ReportLevel = 'mapped' | 'approximated' | 'skipped';

export interface ReportItem {
  level: ReportLevel;
  /** what the code said, e.g. `Agent(...)`, `@function_tool lookup_order`, `handoffs.append` */
  construct: string;
  /** what became of it (or why not) */
  detail: string;
  file: string;
  /** 1-based */
  line: number;
}

export interface ImportReport {
  /** the runtime the code was written for, as detected from its imports */
  runtime: string;
  items: ReportItem[];
  /** how much of the code's wiring the graph holds, in one sentence (set when a graph was made) */
  summary?: string;
}

/** Items that are code-driven orchestration (later runs, loops, gather): not in any graph. */
export const ORCHESTRATION = 'orchestration in code, not in the graph';

export function countByLevel(report: ImportReport): Record<ReportLevel, number> {
  const counts: Record<ReportLevel, number> = { mapped: 0, approximated: 0, skipped: 0 };
  for (const item of report.items) counts[item.level]++;
  return counts;
}

/** Plain text, one line per item, grouped by level (what the CLI prints without --json). */
export function formatImportReport(report: ImportReport): string {
  const lines: string[] = [];
  const counts = countByLevel(report);
  lines.push(`Imported as ${report.runtime}: ${counts.mapped} mapped, ${counts.approximated} approximated, ${counts.skipped} skipped.`);
  if (report.summary) lines.push(report.summary);
  for (const level of ['approximated', 'skipped', 'mapped'] as const) {
    const items = report.items.filter((item) => item.level === level);
    if (items.length === 0) continue;
    lines.push(`${level[0].toUpperCase()}${level.slice(1)}:`);
    for (const item of items) lines.push(`  ${item.file}:${item.line}  ${item.construct}: ${item.detail}`);
  }
  return lines.join('\n');
}
