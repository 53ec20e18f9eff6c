
/**
 * true 平台补足成团，false 全额退款
 */
export type MkEntryAutoFill = boolean | null;
