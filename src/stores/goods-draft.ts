import { persistedProxy, STORAGE_KEYS } from './persist';

/** A saved, unfinished goods-add form. The goods editor defines the fields of `values`. */
export interface GoodsDraft {
  /** ms epoch */
  savedAt: number;
  values: Record<string, unknown>;
}

export interface GoodsDraftState {
  draft: GoodsDraft | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function isDraftState(v: unknown): v is GoodsDraftState {
  const draft = (v as Partial<GoodsDraftState> | null)?.draft;
  if (draft === null) return true;
  return isRecord(draft) && Number.isFinite(draft.savedAt) && isRecord(draft.values);
}

/** The goods-add draft, persisted under GOODS_ADD_DRAFT; starts null. */
export const goodsDraftStore = persistedProxy<GoodsDraftState>(
  STORAGE_KEYS.goodsDraft,
  { draft: null },
  { validate: isDraftState },
);

/**
 * Saves the form values as the draft. They are kept as JSON (a Dayjs becomes
 * its ISO string), exactly as they will be read back after a reload.
 */
export function saveGoodsDraft(values: Record<string, unknown>, now: number = Date.now()): void {
  goodsDraftStore.draft = { savedAt: now, values: JSON.parse(JSON.stringify(values)) as Record<string, unknown> };
}

export function clearGoodsDraft(): void {
  goodsDraftStore.draft = null;
}
