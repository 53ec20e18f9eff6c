
/**
 * 无参数
 */
export interface MkEmptyBody { [key: string]: unknown }
