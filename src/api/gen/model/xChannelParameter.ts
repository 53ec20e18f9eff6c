
/**
 * 渠道标识，缺省 default。
 */
export type XChannelParameter = string;
