
/**
 * 结束展示时间（ms）；null 为长期
 * @minimum 0
 * @maximum 4102444800000
 */
export type ShopAnnouncementSaveBodyEndAt = number | null;
