import type { Db } from '../../db/index.ts';

/**
 * Level-1 platform categories offered as main categories in the verification form, inserted only when the
 * category table is still empty (the goods area owns the full tree and may seed it first).
 */
export const MAIN_CATEGORIES = ['文具办公', '食品饮料', '数码电器', '服饰鞋包', '美妆个护', '运动户外', '图书教育', '生活日用'];

export async function seedOnboarding(db: Db): Promise<void> {
  const any = await db.selectFrom('category').select('id').limit(1).executeTakeFirst();
  if (any) return;
  await db
    .insertInto('category')
    .values(MAIN_CATEGORIES.map((name, i) => ({ parent_id: 0, level: 1, name, sort: i + 1 })))
    .execute();
}
