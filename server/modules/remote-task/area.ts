import { defineArea } from '../../platform/area.ts';
import { deadlineJob, remoteTaskHandlers } from './index.ts';

/** 远程任务：发布、冻结预算、审核发放（docs/school-employee.md 远程任务; /xm-job）. */
export const remoteTaskArea = defineArea({
  name: 'remote-task',
  handlers: remoteTaskHandlers,
  jobs: [deadlineJob],
  liveKinds: [{ kind: 'remoteTask.', keys: ['remote.task.list'] }],
  tables: ['job_task_fund', 'job_receive_review'],
});
