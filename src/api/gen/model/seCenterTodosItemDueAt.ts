
/**
 * 毫秒时间戳；报名无截止时为 null
 */
export type SeCenterTodosItemDueAt = number | null;
