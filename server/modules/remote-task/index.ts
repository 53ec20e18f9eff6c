import { areaJob } from '../../platform/area.ts';
/**
 * The remote-task module (docs/school-employee.md, 远程任务). Its manifest (area.ts) registers its live event kind and its
 * timer: tasks past their deadline are closed every 10 minutes and their unused budget returns to available.
 */


import { expireTasks } from './service.ts';


export const deadlineJob = areaJob(
  'remoteTask.deadline',
  async ({ db, now }) => {
    const n = await expireTasks(db, now);
    return n ? `远程任务到期关闭 ${n} 个` : undefined;
  },
  { everyMs: 10 * 60_000 },
);

export { remoteTaskHandlers } from './handlers.ts';
export { simulateRemoteTasks } from './simulate.ts';
export { seedRemoteTaskFunds } from './seed.ts';
