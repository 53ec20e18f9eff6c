import { persistedProxy } from '@/stores/persist';

/** Optional columns of the goods list the merchant has hidden; remembered in localStorage. */
export const goodsColumnsStore = persistedProxy<{ hidden: string[] }>('GOODS_LIST_COLUMNS', { hidden: ['updatedAt'] }, {
  validate: (v): v is { hidden: string[] } => Array.isArray((v as { hidden?: unknown })?.hidden) && (v as { hidden: unknown[] }).hidden.every((x) => typeof x === 'string'),
});
