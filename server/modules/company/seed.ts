import type { SeedContext } from '../../db/seed.ts';
import { demoShop } from '../account/index.ts';
import type { VerifyForm } from '../account/index.ts';
import { submitChangeRequest, updateContactEmail } from './service.ts';

const DAY = 24 * 3600_000;

/**
 * The demo shop's company settings: its verified company data (the verification form it passed, which the company
 * setting page shows; the demo accounts were created verified, without one), a contact email and one change request
 * waiting for the platform (`npm run platform -- company change-request list`). The demo shop stays open.
 */
export async function seedDemo({ db, now }: SeedContext): Promise<string> {
  const { companyId, ownerId } = await demoShop(db);
  const company = await db.selectFrom('company').select(['name', 'shop_name', 'company_type', 'reviewed_at']).where('id', '=', companyId).executeTakeFirstOrThrow();
  const owner = await db.selectFrom('merchant_user').select(['name', 'phone']).where('id', '=', ownerId).executeTakeFirstOrThrow();
  let wroteForm = false;
  if (!(await db.selectFrom('company_verify').select('company_id').where('company_id', '=', companyId).executeTakeFirst())) {
    // The level-1 categories of the shop's goods: the deposit the finance area computes from them stays the same.
    const cats = await db
      .selectFrom('goods as g')
      .innerJoin('category as c3', 'c3.id', 'g.category_id')
      .leftJoin('category as c2', 'c2.id', 'c3.parent_id')
      .leftJoin('category as c1', 'c1.id', 'c2.parent_id')
      .select(['c3.id as id3', 'c3.level as level3', 'c2.id as id2', 'c2.level as level2', 'c1.id as id1'])
      .where('g.company_id', '=', companyId)
      .where('g.deleted_at', 'is', null)
      .distinct()
      .execute();
    const top = new Set<number>();
    for (const r of cats) {
      const id = r.level3 === 1 ? r.id3 : r.level2 === 1 ? r.id2 : r.id1;
      if (id) top.add(Number(id));
    }
    const form: VerifyForm = {
      companyType: company.company_type as VerifyForm['companyType'],
      license: {
        imageUrl: '/favicon.svg',
        creditCode: '91330106MA2GQH7L33',
        name: company.name,
        address: '浙江省杭州市西湖区文三路 90 号 6 楼',
        validFrom: now - 3 * 365 * DAY,
        validTo: null,
        longTerm: true,
      },
      legalPerson: { idType: 1, idNumber: '33010619900101123X', name: owner.name, idFrontUrl: '/favicon.svg', idBackUrl: '/favicon.svg', phone: owner.phone },
      shop: { shopName: company.shop_name ?? company.name, shopType: 1, flagshipType: 2, brandType: 1, brandName: null, authType: null, authDocUrls: [], authValidTo: null, mainCategoryIds: [...top].sort((a, b) => a - b) },
      settlement: { accountType: 1, accountName: company.name, bankName: '招商银行', branchName: '招商银行杭州文三支行', accountNumber: '571908765410888' },
      crossBorder: null,
    };
    await db.insertInto('company_verify').values({ company_id: companyId, draft_json: null, form_json: JSON.stringify(form), updated_at: company.reviewed_at ?? now }).execute();
    wroteForm = true;
  }
  await updateContactEmail(db, { companyId, userId: ownerId, email: 'service@xiaoyuan-youxuan.example.cn', now: now - 30 * DAY });
  await submitChangeRequest(db, {
    companyId,
    userId: ownerId,
    changes: { licenseAddress: '浙江省杭州市西湖区文三路 200 号 5 楼' },
    reason: '公司已迁至新址，营业执照已完成变更登记',
    now: now - 2 * DAY,
  });
  return `演示店铺${wroteForm ? '的认证资料、' : '的'}联系邮箱与 1 条待平台审核的资料变更申请`;
}
