
/**
 * 标题或正文包含
 * @maxLength 50
 */
export type ContentAnnounceListQueryKeyword = string | null;
