
/**
 * 1 显示路演菜单（对应虚拟键 common.roadshow.list）；0 不显示
 */
export type UserInfoShowLuYanMenu = typeof UserInfoShowLuYanMenu[keyof typeof UserInfoShowLuYanMenu];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UserInfoShowLuYanMenu = {
  NUMBER_0: 0,
  NUMBER_1: 1,
} as const;
