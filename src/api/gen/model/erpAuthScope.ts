
/**
 * 授权给 ERP 的一项数据权限
 */
export interface ErpAuthScope {
  /**
   * 授权范围编码，如 goods.read
   * @maxLength 50
   */
  code: string;
  /**
   * 授权范围的中文名称
   * @maxLength 50
   */
  name: string;
  /**
   * 授权后 ERP 可进行的操作
   * @maxLength 200
   */
  description: string;
}
