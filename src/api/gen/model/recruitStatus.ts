
/**
 * 0 草稿；1 待审核；2 招募中；3 已满员；4 已结束；5 审核驳回；6 已下架
 * @minimum 0
 * @maximum 6
 */
export type RecruitStatus = typeof RecruitStatus[keyof typeof RecruitStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RecruitStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
  NUMBER_5: 5,
  NUMBER_6: 6,
} as const;
