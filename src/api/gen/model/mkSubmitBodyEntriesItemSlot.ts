
/**
 * 秒杀场次
 * @maxLength 20
 */
export type MkSubmitBodyEntriesItemSlot = string | null;
