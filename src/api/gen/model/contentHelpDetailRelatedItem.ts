
/**
 * 标题与编号
 */
export type ContentHelpDetailRelatedItem = {
  id: number;
  title: string;
};
