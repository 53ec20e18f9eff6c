
/**
 * 店铺关闭的时间（毫秒时间戳）；营业中为 null 或缺省。已关闭的店铺只能查看历史数据，authNameList 不含任何操作键
 * @minimum 0
 */
export type UserInfoShopClosedAt = number | null;
