import { buildApp, type BuildOptions } from './app.ts';
import { AREAS } from './modules/index.ts';
import { handlersOf } from './platform/area.ts';

/** The job service's handlers (/xm-job): the school-employee programme and remote tasks. */
export const JOB_HANDLERS = handlersOf(AREAS.filter((a) => a.name === 'school-employee' || a.name === 'remote-task'));

/** The job service as its own app (server/job-main.ts): the same contract, only the job handlers. */
export function buildJobApp(opts: Omit<BuildOptions, 'handlers'>) {
  return buildApp({ ...opts, handlers: JOB_HANDLERS });
}
