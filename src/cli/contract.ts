/**
 * What every command shares with `main`: its I/O and exit codes. A module of its own so the
 * commands, loaded lazily, never import main.ts: that cycle made esbuild put main with the
 * engine, the simulator and its language libraries in one chunk, loaded by `--version`.
 */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** What the model is told when --approve none rejects a tool. */
export const APPROVAL_REJECTED_BY_CLI = 'Rejected by the CLI (run with --approve all to approve tools that need approval).';
