
/**
 * 本批被接收的记录数
 */
export interface TrackResult {
  /**
   * 本批已接收（进入写入缓冲区）的记录数
   * @minimum 0
   * @maximum 100
   */
  accepted: number;
}
