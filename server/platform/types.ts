import type { DbHandle } from '../db/index.ts';

/** One platform-operator command: `npm run platform -- <name> ...args`. */
export interface PlatformCommand {
  name: string;
  /** One line per usage form, shown by `npm run platform -- help`. */
  usage: string[];
  /** Writes its output with `out`; throws `CommandError` for operator mistakes (printed without a stack). */
  run(args: string[], ctx: { handle: DbHandle; out: (line: string) => void }): Promise<void>;
}

export class CommandError extends Error {}
