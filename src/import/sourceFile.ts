/** One file handed to the importer: its path (relative, `/`-separated) and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** 1-based line of a character offset (line starts computed once per file). */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
  }

  line(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }
}

export function languageOf(path: string): 'python' | 'typescript' | null {
  if (/\.py$/i.test(path)) return 'python';
  if (/\.(ts|tsx|js|jsx|mjs|cjs|mts|cts)$/i.test(path)) return 'typescript';
  return null;
}
