import type { ContentMessageCategory } from './contentMessageCategory';
import type { ContentMessageLink } from './contentMessageLink';

/**
 * 一条站内信
 */
export interface ContentMessage {
  id: number;
  category: ContentMessageCategory;
  /** 产生它的事件种类，如 afterSale.created */
  kind: string;
  title: string;
  body: string;
  /** 应用内路径，如 /order/after-detail?afterSaleId=1；无关联对象为 null */
  link: ContentMessageLink;
  /** 毫秒时间戳 */
  createdAt: number;
  read: boolean;
}
