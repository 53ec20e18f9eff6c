
/**
 * 被拒绝的原因
 * @maxLength 200
 */
export type CardCodeImportResultLinesItemReason = string | null;
