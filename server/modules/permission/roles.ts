import type { Db } from '../../db/index.ts';
import { PRESET_ROLES, presetKeys } from './keys.ts';

/** Creates the preset roles (店长, 运营, 客服, 财务, 仓库) a company does not have yet. Idempotent. */
export async function ensurePresetRoles(db: Db, companyId: number, now: number): Promise<number> {
  const have = new Set(
    (await db.selectFrom('role').select('preset').where('company_id', '=', companyId).where('preset', 'is not', null).execute()).map((r) => r.preset),
  );
  let made = 0;
  for (const p of PRESET_ROLES) {
    if (have.has(p.preset)) continue;
    const r = await db
      .insertInto('role')
      .values({ company_id: companyId, name: p.name, description: p.description, preset: p.preset, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_key')
      .values(presetKeys(p).map((k) => ({ role_id: r.id, auth_key: k })))
      .execute();
    made++;
  }
  return made;
}

/** Keys of roles, by role id. */
export async function keysOfRoles(db: Db, roleIds: readonly number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (!roleIds.length) return out;
  const rows = await db.selectFrom('role_key').select(['role_id', 'auth_key']).where('role_id', 'in', [...roleIds]).orderBy('auth_key').execute();
  for (const r of rows) out.get(r.role_id)?.push(r.auth_key);
  return out;
}

/** Every key a member holds through their roles. */
export async function keysOfUser(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('user_role as ur').innerJoin('role_key as rk', 'rk.role_id', 'ur.role_id').select('rk.auth_key').where('ur.user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.auth_key));
}
