
/**
 * 无参数
 */
export interface AfterSaleEmptyBody { [key: string]: unknown }
