import type { ContentHelpListListItemCategory } from './contentHelpListListItemCategory';
import type { ContentHelpListListItemRoute } from './contentHelpListListItemRoute';

/**
 * 一篇文章的摘要
 */
export type ContentHelpListListItem = {
  id: number;
  code: string;
  category: ContentHelpListListItemCategory;
  title: string;
  route: ContentHelpListListItemRoute;
  snippet: string;
  updatedAt: number;
};
