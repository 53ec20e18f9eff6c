/**
 * Child process of open-erp.test.ts's SIGKILL test: the ERP simulator pulling orders over HTTP, reporting each page it
 * has stored on stdout, so that the test can kill the process in the middle of the pull (docs/open-erp.md「ERP 模拟器」).
 */
import { runErpSim, type SimOptions } from './simulator.ts';

const opts = JSON.parse(process.env.ERP_SIM_OPTIONS ?? '{}') as SimOptions;
await runErpSim({ ...opts, onPage: (n) => process.stdout.write(`page ${n}\n`) });
process.stdout.write('done\n');
