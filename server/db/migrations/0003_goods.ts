import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../index.ts';

/**
 * Goods core: the platform category tree, goods and their SKUs. The goods issue extends this file (brands,
 * qualifications, virtual cards, images...). Orders never reference these rows for their content: an order line
 * keeps a snapshot (title, spec text, price) and only remembers goods_id / sku_id for links.
 *
 * goods.status: 1 在售, 2 仓库中, 3 审核中, 4 审核驳回 (售罄 = status 1 and stock_total 0, derived).
 * goods_sku.status: 1 active, 0 archived (a spec change archives SKUs instead of deleting them).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const id = pg ? sql`serial` : sql`integer`;
  const bigId = pg ? sql`bigserial` : sql`integer`;
  const big = pg ? sql`bigint` : sql`integer`;
  const pk = (c: any) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey());

  await db.schema
    .createTable('category')
    .addColumn('id', id, pk)
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('category_parent_idx').on('category').columns(['parent_id', 'sort']).execute();

  await db.schema
    .createTable('goods')
    .addColumn('id', bigId, pk)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('main_image', 'varchar(500)')
    .addColumn('price_min', big, (c) => c.notNull().defaultTo(0))
    .addColumn('price_max', big, (c) => c.notNull().defaultTo(0))
    .addColumn('stock_total', big, (c) => c.notNull().defaultTo(0))
    .addColumn('sales', big, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addColumn('deleted_at', big)
    .execute();
  await db.schema.createIndex('goods_company_status_idx').on('goods').columns(['company_id', 'status', 'id']).execute();

  await db.schema
    .createTable('goods_sku')
    .addColumn('id', bigId, pk)
    .addColumn('goods_id', big, (c) => c.notNull().references('goods.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('spec_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('spec_text', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('price', big, (c) => c.notNull())
    .addColumn('original_price', big)
    .addColumn('cost_price', big)
    .addColumn('stock', big, (c) => c.notNull().defaultTo(0))
    .addColumn('code', 'varchar(64)')
    .addColumn('weight_g', 'integer')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('goods_sku_goods_idx').on('goods_sku').columns(['goods_id', 'status']).execute();
  await db.schema.createIndex('goods_sku_company_stock_idx').on('goods_sku').columns(['company_id', 'status', 'stock']).execute();
}
