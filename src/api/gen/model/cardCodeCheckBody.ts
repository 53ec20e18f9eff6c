
/**
 * 要核验的完整卡密
 */
export interface CardCodeCheckBody {
  /**
   * 完整卡密
   * @minLength 1
   * @maxLength 64
   */
  code: string;
}
