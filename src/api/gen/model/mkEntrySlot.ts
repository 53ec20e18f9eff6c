
/**
 * 秒杀场次
 */
export type MkEntrySlot = string | null;
