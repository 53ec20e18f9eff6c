
/**
 * 须处理的截止时间，毫秒时间戳；无截止时间为 null
 * @minimum 0
 */
export type OverviewTodoDeadline = number | null;
