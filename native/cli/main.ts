// `garim` entry point (bin/garim.mjs runs this through tsx): dispatches to a subcommand and turns every
// failure into a bilingual message and an exit code, never a stack trace.
import { createRequire } from 'node:module';
import { runDeid } from './deid';
import type { CliDeps } from './deps';
import { resolveDeps } from './deps';
import { runEval } from './eval';
import { failureText } from './failure';
import { MAIN_HELP } from './help';
import { EXIT, UsageError } from './io';

function version(): string {
  const pkg = createRequire(import.meta.url)('../../package.json') as { version: string };
  return pkg.version;
}

export async function main(argv: string[], deps: CliDeps = {}): Promise<number> {
  const { io } = resolveDeps(deps);
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'deid':
        return await runDeid(rest, deps);
      case 'eval':
        return await runEval(rest, deps);
      case '--version':
      case '-v':
        io.out(`garim ${version()}\n`);
        return EXIT.ok;
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        io.out(MAIN_HELP);
        return command === undefined ? EXIT.usage : EXIT.ok;
      default:
        throw new UsageError(`알 수 없는 명령입니다: ${command}`, `unknown command: ${command}`);
    }
  } catch (e) {
    if (e instanceof UsageError || (e instanceof TypeError && 'code' in e && String(e.code).startsWith('ERR_PARSE_ARGS'))) {
      const ko = e instanceof UsageError ? e.messageKo : '옵션을 이해할 수 없습니다.';
      io.err(`garim: ${ko}\n  garim: ${e.message}\n  garim --help\n`);
      return EXIT.usage;
    }
    io.err(`${failureText('garim', e)}\n`);
    return EXIT.failed;
  }
}
