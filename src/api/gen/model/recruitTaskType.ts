
/**
 * 1 线上推广；2 问卷调研；3 内容创作；4 校园地推
 * @minimum 1
 * @maximum 4
 */
export type RecruitTaskType = typeof RecruitTaskType[keyof typeof RecruitTaskType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RecruitTaskType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
} as const;
