
/**
 * 0 待审核，1 已通过，2 已驳回，3 已取消，4 已结束；不传为全部
 * @minimum 0
 * @maximum 4
 */
export type RoadshowApplicationQueryStatus = typeof RoadshowApplicationQueryStatus[keyof typeof RoadshowApplicationQueryStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RoadshowApplicationQueryStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
} as const;
