
/**
 * 1 未开始，2 进行中，3 已结束，4 已停发
 * @minimum 1
 * @maximum 4
 */
export type CouponListQueryState = typeof CouponListQueryState[keyof typeof CouponListQueryState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CouponListQueryState = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
} as const;
