import { areaJob } from '../../platform/area.ts';
/**
 * The school-employee module (docs/school-employee.md). Its manifest (area.ts) registers its live event kinds and its timer:
 * offers past their acceptance deadline go back to 未录用 every 10 minutes.
 */


import { expireOffers } from './service.ts';


export const offerExpiryJob = areaJob(
  'schoolEmployee.offerExpiry',
  async ({ db, now }) => {
    const n = await expireOffers(db, now);
    return n ? `录用逾期 ${n} 人` : undefined;
  },
  { everyMs: 10 * 60_000 },
);

// Sales rewards: the job schoolEmployee.rewardSync is registered where it is defined (reward-service.ts, imported by
// the handlers), so the platform command and the seed know it too.

export { schoolEmployeeHandlers } from './handlers.ts';
export { certificateHandlers } from './certificate.ts';
export { chinaDay } from './service.ts';
export { studentName, studentPhone } from './simulate.ts';
