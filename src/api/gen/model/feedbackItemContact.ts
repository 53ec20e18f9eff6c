
/**
 * 联系方式；未填写时为 null
 * @maxLength 50
 */
export type FeedbackItemContact = string | null;
