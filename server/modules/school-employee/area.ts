import { defineArea } from '../../platform/area.ts';
import { certificateHandlers, offerExpiryJob, schoolEmployeeHandlers } from './index.ts';
import { rewardSyncJob } from './reward-service.ts';
import { seedDemo } from './seed.ts';

/** 校园代理：招募岗位、报名与代理、录用、代理中心、奖励、任务包与样品、实习证明（docs/school-employee.md; /xm-job）. */
export const schoolEmployeeArea = defineArea({
  name: 'school-employee',
  handlers: { ...schoolEmployeeHandlers, ...certificateHandlers },
  jobs: [offerExpiryJob, rewardSyncJob],
  liveKinds: [
    { kind: 'schoolEmployee.', keys: ['agent.recruit.list'] },
    { kind: 'taskPackage.', keys: ['task.package.review.list'] },
    { kind: 'taskSample.', keys: ['sample.config.page'] },
    { kind: 'schoolEmployee.rewardChanged', keys: ['agent.reward.page'] },
    { kind: 'schoolEmployee.rewardPaid', keys: ['agent.reward.page'] },
  ],
  seed: { seedDemo },
  tables: [
    'se_post', 'se_offer_config', 'se_agent', 'se_agent_log', 'job_recruit', 'job_receive',
    'se_referral_day', 'se_reward_config', 'se_reward_rule', 'se_reward_order', 'se_reward',
    'se_task_package', 'se_task_take', 'se_sample', 'se_sample_order', 'se_certificate',
  ],
});
