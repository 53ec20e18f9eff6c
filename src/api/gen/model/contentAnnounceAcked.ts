
/**
 * 公告确认时间
 */
export interface ContentAnnounceAcked {
  id: number;
  ackedAt: number;
}
