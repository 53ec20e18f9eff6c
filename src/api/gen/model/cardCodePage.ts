import type { CardCodePageListItem } from './cardCodePageListItem';

/**
 * 卡密分页结果（打码）
 */
export interface CardCodePage {
  /** 本页卡密 */
  list: CardCodePageListItem[];
  /**
   * 总条数
   * @minimum 0
   */
  total: number;
  /**
   * 当前页码
   * @minimum 1
   */
  pageNum: number;
  /**
   * 每页条数
   * @minimum 1
   */
  pageSize: number;
}
