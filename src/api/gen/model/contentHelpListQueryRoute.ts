
/**
 * 只看讲这个页面的文章，如 /order/list
 * @maxLength 100
 */
export type ContentHelpListQueryRoute = string | null;
