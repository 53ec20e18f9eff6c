import type { Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * The open API's incremental after-sale search (`/open/v1/aftersale/search`, docs/open-erp.md): a (company, updated_at,
 * id) keyset over after_sale, like orders_company_updated_idx for orders. And a coupon's audience (新买家 / 老买家,
 * server/modules/activity/coupon.ts claimCoupon): whether a buyer has paid an order of the shop, (company, buyer).
 */
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.createIndex('orders_company_buyer_idx').on('orders').columns(['company_id', 'buyer_id']).execute();
  await db.schema.createIndex('after_sale_company_updated_idx').on('after_sale').columns(['company_id', 'updated_at', 'id']).execute();
}
