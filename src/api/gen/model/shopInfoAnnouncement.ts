
/**
 * 正在展示的最新公告标题；无为 null
 * @maxLength 30
 */
export type ShopInfoAnnouncement = string | null;
