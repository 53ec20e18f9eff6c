
/**
 * 宿舍楼、校区或学校 id；校园配送时使用
 * @maxLength 10
 * @pattern ^\d{1,10}$
 */
export type ShopFreightQuoteBodyPlaceId = string | null;
