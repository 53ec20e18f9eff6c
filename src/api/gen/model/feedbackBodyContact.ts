
/**
 * 手机号、邮箱或微信号，便于回访；可不填
 * @maxLength 50
 */
export type FeedbackBodyContact = string | null;
