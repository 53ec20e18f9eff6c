import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getShopCampusTreeMockHandler,
  getShopFreightTemplateDetailMockHandler,
  getShopFreightTemplateSaveMockHandler,
  getShopInfoDetailMockHandler,
  getShopInfoDetailResponseMock,
  getShopInfoSaveMockHandler,
  getShopRegionTreeMockHandler,
} from '@/api/gen/endpoints/shop-setting/shop-setting.msw';
import type { ShopFreightTemplateSaveBody, ShopInfoSaveBody } from '@/api/gen/model';
import { recorder, renderRoutePage } from '@/components/test-utils';
import { resetErrorToastThrottle } from '@/lib/feedback';
import { validateTemplateEditSearch } from './search';
import { ShopInfoPage } from './shop-info-page';
import { AddDeliveryTemplatePage } from './template-edit-page';

vi.setConfig({ testTimeout: 40_000 });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetErrorToastThrottle();
});
afterAll(() => server.close());

const TEMPLATE_KEYS = ['freight.template.list', 'freight.template.edit'];

describe('AddDeliveryTemplatePage', () => {
  const open = (url: string, keys = TEMPLATE_KEYS) => {
    server.use(getShopRegionTreeMockHandler(), getShopCampusTreeMockHandler());
    return renderRoutePage({ path: 'shop-setting/add-delivery-template', url, component: AddDeliveryTemplatePage, validateSearch: validateTemplateEditSearch, keys });
  };

  it('sends the crossing time slots as typed and surfaces the server’s refusal, staying on the page', async () => {
    const saves = recorder<ShopFreightTemplateSaveBody>();
    server.use(
      getShopFreightTemplateDetailMockHandler(),
      getShopFreightTemplateSaveMockHandler(async ({ request }) => {
        await saves.record(request);
        return { code: 40001, msg: '校园配送区 1 的配送时段 11:30-12:30 与 12:00-13:00 交叉', data: null } as never;
      }),
    );
    const user = userEvent.setup();
    const { router } = open('/shop-setting/add-delivery-template?templateId=4');
    expect(await screen.findByText('有 3 个商品使用此模板，修改后新订单按新运费计算。', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('配送时段 1 开始')).toHaveValue('11:30');
    await user.click(screen.getByRole('button', { name: '添加配送时段' }));
    await user.type(screen.getByLabelText('配送时段 2 开始'), '12:00');
    await user.type(screen.getByLabelText('配送时段 2 结束'), '13:00');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('校园配送区 1 的配送时段 11:30-12:30 与 12:00-13:00 交叉')).toBeInTheDocument();
    expect(saves.bodies).toHaveLength(1);
    expect(saves.bodies[0]).toMatchObject({
      templateId: 4,
      name: '校园配送 + 江浙沪',
      chargeType: 2,
      firstFee: 800,
      freeOverAmount: 9900,
      rules: [{ kind: 2, codes: ['10100'], firstUnit: 1, firstFee: 200, extraUnit: 1, extraFee: 100, slots: [{ start: '11:30', end: '12:30' }, { start: '12:00', end: '13:00' }] }],
    });
    expect(router.state.location.pathname).toBe('/shop-setting/add-delivery-template');
  });

  it('checks the slot format before sending', async () => {
    server.use(getShopFreightTemplateDetailMockHandler(), getShopFreightTemplateSaveMockHandler(() => {
      throw new Error('must not save');
    }));
    const user = userEvent.setup();
    open('/shop-setting/add-delivery-template?templateId=4');
    await user.click(await screen.findByRole('button', { name: '添加配送时段' }, { timeout: 10_000 }));
    await user.type(screen.getByLabelText('配送时段 2 开始'), '25:00');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('格式如 11:30')).toBeInTheDocument();
    expect(await screen.findByText('格式如 12:30')).toBeInTheDocument();
  });

  it('sends a first unit of 0 and shows the refusal; a saved template goes back to the list', async () => {
    const saves = recorder<ShopFreightTemplateSaveBody>();
    let refuse = true;
    server.use(
      getShopFreightTemplateSaveMockHandler(async ({ request }) => {
        await saves.record(request);
        return refuse ? ({ code: 40002, msg: '首件数量须为 1 至 999 件', data: null } as never) : { code: 1, msg: 'ok', data: { templateId: 9 } };
      }),
    );
    const user = userEvent.setup();
    const { router } = open('/shop-setting/add-delivery-template');
    expect(await screen.findByRole('heading', { name: '新建运费模板' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入模板名称')).toBeInTheDocument();
    await user.type(screen.getByLabelText('模板名称'), '全国快递');
    const first = screen.getByLabelText('默认首件');
    await user.clear(first);
    await user.type(first, '0');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('首件数量须为 1 至 999 件')).toBeInTheDocument();
    expect(saves.bodies[0]).toEqual({ templateId: null, name: '全国快递', chargeType: 2, firstUnit: 0, firstFee: 800, extraUnit: 1, extraFee: 300, freeOverAmount: null, freeOverCount: null, isDefault: false, rules: [] });
    refuse = false;
    await user.clear(first);
    await user.type(first, '2');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop-setting/delivery-template'));
    expect(saves.bodies[1]).toMatchObject({ firstUnit: 2 });
  });

  it('shows the template read-only without the edit key', async () => {
    server.use(getShopFreightTemplateDetailMockHandler());
    open('/shop-setting/add-delivery-template?templateId=4', ['freight.template.list']);
    expect(await screen.findByText('你没有修改运费模板的权限，只能查看。', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('模板名称')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });
});

describe('ShopInfoPage', () => {
  const open = (keys = ['shop.setting.view', 'shop.setting.edit']) => renderRoutePage({ path: 'shop-setting/shop-info-setting', url: '/shop-setting/shop-info-setting', component: ShopInfoPage, keys });

  it('draws the buyer’s shop card from the saved info', async () => {
    server.use(getShopInfoDetailMockHandler());
    open();
    const card = await screen.findByRole('complementary', { name: '店铺卡片预览' }, { timeout: 10_000 });
    await waitFor(() => expect(within(card).getByText('营业：周一至周五 09:00-21:00')).toBeInTheDocument());
    expect(within(card).getByText('青禾文具旗舰店')).toBeInTheDocument();
    expect(within(card).getByText('旗舰店 · 评分 4.6 · 在售 18 件')).toBeInTheDocument();
    expect(within(card).getByText('开学季文具一站购齐')).toBeInTheDocument();
    expect(within(card).getByText('主营：文具')).toBeInTheDocument();
    expect(within(card).getByText('客服：0571-88886666')).toBeInTheDocument();
    expect(within(card).getByText('公告：开学季满 99 包邮')).toBeInTheDocument();
  });

  it('follows the form as the merchant types, and saves what the card shows', async () => {
    const saves = recorder<ShopInfoSaveBody>();
    server.use(
      getShopInfoDetailMockHandler(),
      getShopInfoSaveMockHandler(async ({ request }) => {
        await saves.record(request);
        return getShopInfoDetailResponseMock();
      }),
    );
    const user = userEvent.setup();
    open();
    const card = await screen.findByRole('complementary', { name: '店铺卡片预览' }, { timeout: 10_000 });
    const name = screen.getByLabelText('店铺名称');
    await waitFor(() => expect(name).toHaveValue('青禾文具旗舰店'));
    await user.clear(name);
    await user.type(name, '青禾文具');
    const intro = screen.getByLabelText('店铺简介');
    await user.clear(intro);
    expect(within(card).getByText('这家店还没有写简介')).toBeInTheDocument();
    await user.type(intro, '笔记本与文具');
    await user.clear(screen.getByLabelText('客服电话'));
    await user.type(screen.getByLabelText('客服电话'), '13800000001');
    await user.click(screen.getByRole('checkbox', { name: '周六' }));
    expect(within(card).getByText('青禾文具')).toBeInTheDocument();
    expect(within(card).getByText('笔记本与文具')).toBeInTheDocument();
    expect(within(card).getByText('客服：13800000001')).toBeInTheDocument();
    expect(within(card).getByText('营业：周一至周六 09:00-21:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(saves.bodies).toHaveLength(1));
    expect(saves.bodies[0]).toEqual({ shopName: '青禾文具', logoUrl: null, intro: '笔记本与文具', servicePhone: '13800000001', businessHours: [{ days: [1, 2, 3, 4, 5, 6], start: '09:00', end: '21:00' }] });
  });

  it('refuses a bad phone and a one-character name', async () => {
    server.use(getShopInfoDetailMockHandler(), getShopInfoSaveMockHandler(() => {
      throw new Error('must not save');
    }));
    const user = userEvent.setup();
    open();
    const name = await screen.findByLabelText('店铺名称', {}, { timeout: 10_000 });
    await waitFor(() => expect(name).toHaveValue('青禾文具旗舰店'));
    await user.clear(name);
    await user.type(name, '青');
    await user.clear(screen.getByLabelText('客服电话'));
    await user.type(screen.getByLabelText('客服电话'), '12345');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('店铺名称为 2 至 30 字')).toBeInTheDocument();
    expect(screen.getByText('请输入手机号、座机（如 0571-88886666）或 400 电话')).toBeInTheDocument();
  });

  it('tells a member without the edit key that they cannot change it', async () => {
    server.use(getShopInfoDetailMockHandler());
    open(['shop.setting.view']);
    expect(await screen.findByText('你没有修改店铺信息的权限。', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });
});
