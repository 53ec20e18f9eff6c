
/**
 * 1 一等奖；2 二等奖；3 三等奖；4 优秀奖
 */
export type ScTeamAwardAnyOfLevel = typeof ScTeamAwardAnyOfLevel[keyof typeof ScTeamAwardAnyOfLevel];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ScTeamAwardAnyOfLevel = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
} as const;
