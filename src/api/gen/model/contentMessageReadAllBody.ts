import type { ContentMessageReadAllBodyCategory } from './contentMessageReadAllBodyCategory';

/**
 * 把某一分类（不传为全部）的未读消息标记为已读
 */
export interface ContentMessageReadAllBody {
  /** 不传为全部分类 */
  category?: ContentMessageReadAllBodyCategory;
}
