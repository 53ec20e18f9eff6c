import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { useShopFreightTemplateDelete, useShopFreightTemplateList, useShopFreightTemplateSetDefault } from '@/api/gen/endpoints/shop-setting/shop-setting';
import type { ShopFreightTemplateListListItem } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { feedback } from '@/lib/feedback';
import { CHARGE_TYPES, KEYS } from './shared';
import { LoadError } from '@/components/load-error';

const EDIT_KEY = ['freight.template.list', 'freight.template.edit'];

/** /shop-setting/delivery-template: the shop's freight templates; the default one first. */
export function DeliveryTemplatePage() {
  const q = useShopFreightTemplateList();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const remove = useShopFreightTemplateDelete();
  const setDefault = useShopFreightTemplateSetDefault();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [KEYS.templates] });
    void queryClient.invalidateQueries({ queryKey: [KEYS.goodsTemplates] });
  };
  const askDelete = (t: ShopFreightTemplateListListItem) =>
    modal.confirm({
      title: `删除运费模板「${t.name}」？`,
      content: '删除后不可恢复。',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        const r = await remove.mutateAsync({ data: { templateId: t.templateId } }).catch(() => undefined);
        if (r === undefined) return;
        feedback.success('已删除');
        refresh();
      },
    });
  const makeDefault = async (t: ShopFreightTemplateListListItem) => {
    const r = await setDefault.mutateAsync({ data: { templateId: t.templateId } }).catch(() => undefined);
    if (r === undefined) return;
    feedback.success(`「${t.name}」已设为默认模板`);
    refresh();
  };
  const columns: DataColumn<ShopFreightTemplateListListItem>[] = [
    {
      key: 'name',
      title: '模板名称',
      width: 220,
      render: (t) => (
        <>
          <RouterAnchor to="/shop-setting/add-delivery-template" search={{ templateId: t.templateId }}>
            {t.name}
          </RouterAnchor>
          {t.isDefault ? (
            <>
              {' '}
              <StatusTag color="blue">默认</StatusTag>
            </>
          ) : null}
        </>
      ),
    },
    { key: 'charge', title: '计费方式', width: 100, render: (t) => CHARGE_TYPES[t.chargeType] },
    { key: 'summary', title: '默认运费', width: 280, render: (t) => t.summary },
    {
      key: 'rules',
      title: '指定运费',
      width: 150,
      render: (t) => (t.regionRuleCount || t.campusRuleCount ? [t.regionRuleCount ? `${t.regionRuleCount} 个地区` : '', t.campusRuleCount ? `${t.campusRuleCount} 个校园配送区` : ''].filter(Boolean).join('，') : '无'),
    },
    { key: 'goods', title: '使用商品', width: 90, align: 'right', render: (t) => t.goodsCount },
    {
      key: 'actions',
      title: '操作',
      width: 190,
      pin: 'end',
      render: (t) => (
        <span className="xm-shop-actions">
          <Auth authKey={EDIT_KEY}>
            <button type="button" onClick={() => void navigate({ to: '/shop-setting/add-delivery-template', search: { templateId: t.templateId } })}>
              编辑
            </button>
            <button type="button" disabled={t.isDefault} onClick={() => void makeDefault(t)}>
              设为默认
            </button>
            <button type="button" className="xm-danger" disabled={t.isDefault || t.goodsCount > 0} title={t.goodsCount > 0 ? '有商品在使用，不能删除' : undefined} onClick={() => askDelete(t)}>
              删除
            </button>
          </Auth>
        </span>
      ),
    },
  ];
  return (
    <PageContainer
      title="运费模板"
      extra={
        <Auth authKey={EDIT_KEY}>
          <Button type="primary" onClick={() => void navigate({ to: '/shop-setting/add-delivery-template', search: {} })}>
            新建运费模板
          </Button>
        </Auth>
      }
    >
      <div className="xm-shop">
        <p className="xm-shop-muted" style={{ marginTop: 0 }}>
          商品发布时选择运费模板；下单时按收货地区（省、市、区县）或校园配送区（学校、校区、宿舍楼）计算运费，未指定的地区按默认运费。
        </p>
        {q.isError ? (
          <LoadError what="运费模板" retry={() => void q.refetch()} />
        ) : !q.data ? (
          <Skeleton active />
        ) : (
          <DataTable<ShopFreightTemplateListListItem> aria-label="运费模板" rows={q.data.list} columns={columns} rowKey={(t) => t.templateId} empty="还没有运费模板" />
        )}
      </div>
    </PageContainer>
  );
}
