import { buildApp, type BuildOptions } from './app.ts';
import { certificateHandlers, schoolEmployeeHandlers } from './modules/school-employee/index.ts';
import { remoteTaskHandlers } from './modules/remote-task/index.ts';

/** The job service's handlers (/xm-job): the school-employee programme and remote tasks. */
export const JOB_HANDLERS = { ...schoolEmployeeHandlers, ...remoteTaskHandlers, ...certificateHandlers };

/** The job service as its own app (server/job-main.ts): the same contract, only the job handlers. */
export function buildJobApp(opts: Omit<BuildOptions, 'handlers'>) {
  return buildApp({ ...opts, handlers: JOB_HANDLERS });
}
