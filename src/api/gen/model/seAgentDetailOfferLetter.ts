
/**
 * 已发录用后按模板生成的通知正文
 */
export type SeAgentDetailOfferLetter = string | null;
