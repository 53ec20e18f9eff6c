
/**
 * 跨境电商企业海关备案编码（10 位）；尚未备案时为 null
 * @pattern ^[0-9A-Z]{10}$
 */
export type CrossBorderInfoDraftCustomsCode = string | null;
