
/**
 * 1 已报名；2 面试中；3 已发录用（待学生接受）；4 在岗；5 已离任；6 未录用
 * @minimum 1
 * @maximum 6
 */
export type SeAgentState = typeof SeAgentState[keyof typeof SeAgentState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SeAgentState = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
  NUMBER_5: 5,
  NUMBER_6: 6,
} as const;
