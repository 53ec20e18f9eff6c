
/**
 * 店铺名称；尚未开店时为 null
 * @maxLength 50
 */
export type UserInfoShopName = string | null;
