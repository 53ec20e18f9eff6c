
/**
 * 是否在某白名单内
 */
export interface WhitelistResult {
  /** true 表示在白名单内 */
  inWhitelist: boolean;
}
