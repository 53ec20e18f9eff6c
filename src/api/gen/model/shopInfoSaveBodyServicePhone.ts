
/**
 * 手机号、座机（区号-号码）或 400 电话
 * @maxLength 20
 * @pattern ^(?:(?:\+86|0086)?1[3-9]\d{9}|0\d{2,3}-?\d{7,8}|400-?\d{3}-?\d{4})$
 */
export type ShopInfoSaveBodyServicePhone = string | null;
