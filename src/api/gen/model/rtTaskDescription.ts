
/**
 * 未经本页发布的早期任务为 null
 * @maxLength 2000
 */
export type RtTaskDescription = string | null;
