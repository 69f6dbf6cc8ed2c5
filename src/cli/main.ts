/**
 * `switchboard`: the same engine as the app, from a terminal or CI (docs/ARCHITECTURE.md, "CLI
 * contract"). `main(argv, io)` returns the exit code; bin/switchboard.mjs calls it.
 */
import { readFileSync } from 'node:fs';
import { parseArgs, UsageError, type Command } from './args.ts';
import { USAGE } from './usage.ts';
import { EXIT_OK, EXIT_USAGE, type CliIo } from './contract.ts';

export async function main(argv: string[], io: CliIo): Promise<number> {
  let command: Command;
  try {
    command = parseArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`switchboard: ${error.message}\nRun "switchboard --help" for usage.\n`);
      return EXIT_USAGE;
    }
    throw error;
  }
  switch (command.command) {
    case 'help':
      io.stdout(`${USAGE}\n`);
      return EXIT_OK;
    case 'version':
      io.stdout(`${version()}\n`);
      return EXIT_OK;
    case 'validate':
      return (await import('./commands.ts')).validate(command, io);
    case 'export':
      return (await import('./commands.ts')).exportCommand(command, io);
    case 'run':
      return (await import('./commands.ts')).runCommand(command, io);
    case 'eval':
      return (await import('./commands.ts')).evalCommand(command, io);
    case 'import':
      return (await import('./importCode.ts')).importCommand(command, io);
  }
}

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
