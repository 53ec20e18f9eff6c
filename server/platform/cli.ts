/**
 * The platform operator's console: `npm run platform -- <command> ...`. Merchants cannot approve themselves,
 * so reviews and simulations run here, against the same database the server uses (DATA_DIR / DATABASE_URL).
 * Every command migrates and seeds a new database first (SEED_DEMO as for the server), so it works before the
 * server has ever started.
 */
import { loadConfig } from '../config.ts';
import { migrate, openDb } from '../db/index.ts';
import { describeSeed, seedIfNew } from '../db/seed.ts';
import { COMMANDS } from './commands/index.ts';
import { clock } from '../lib/clock.ts';
import { CommandError } from './types.ts';

export async function runPlatform(argv: string[], out: (line: string) => void = (l) => console.log(l)): Promise<number> {
  const [name, ...args] = argv;
  const help = () => {
    out('用法：npm run platform -- <命令> [参数]');
    for (const c of COMMANDS) for (const u of c.usage) out(`  ${u}`);
  };
  if (!name || name === 'help' || name === '--help') {
    help();
    return name ? 0 : 1;
  }
  const cmd = COMMANDS.find((c) => c.name === name);
  if (!cmd) {
    out(`未知命令：${name}`);
    help();
    return 1;
  }
  const config = loadConfig();
  const handle = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // A new database is migrated and seeded exactly as the server does on its first start.
    await migrate(handle);
    await clock.load(handle.db); // every command works on the platform clock
    const seeded = await seedIfNew(handle, { demo: config.seedDemo, now: clock.now() });
    if (seeded) for (const line of describeSeed(seeded)) out(line);
    await cmd.run(args, { handle, out });
    return 0;
  } catch (e) {
    if (e instanceof CommandError) {
      out(`错误：${e.message}`);
      return 1;
    }
    throw e;
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runPlatform(process.argv.slice(2));
}
