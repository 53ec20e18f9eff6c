import type { ContentHelpDetailQueryId } from './contentHelpDetailQueryId';
import type { ContentHelpDetailQueryCode } from './contentHelpDetailQueryCode';

/**
 * 文章编号或文章代码，给出其一
 */
export interface ContentHelpDetailQuery {
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  id?: ContentHelpDetailQueryId;
  /**
   * 小写字母、数字或连字符，如 handle-after-sale
   * @minLength 2
   * @maxLength 40
   * @pattern ^[a-z0-9-]{2,40}$
   */
  code?: ContentHelpDetailQueryCode;
}
