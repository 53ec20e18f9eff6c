import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { getGoodsDetailQueryKey, getGoodsListQueryKey, getGoodsStatusCountQueryKey, useCategoryAptitudeDetail, useDeliveryTemplateList, useGoodsCategoryTree, useGoodsDetail, useGoodsSave } from '@/api/gen/endpoints/goods/goods';
import type { GoodsSaveBody } from '@/api/gen/model';
import { PageContainer } from '@/components/page-container';
import { dayjs, formatTime, type Dayjs } from '@/lib/dayjs';
import { clearGoodsDraft, goodsDraftStore, saveGoodsDraft } from '@/stores/goods-draft';
import { ImageUpload } from '@/components/upload/image-upload';
import { useStore } from './use-store';
import { SkuMatrix } from './sku-matrix';
import { GOODS_STATUS, categoryPathIds, categoryTree, comboKey, specCombos, toFen, type CategoryOption } from './shared';
import Cascader from 'antd/es/cascader';
import DatePicker from 'antd/es/date-picker';
import InputNumber from 'antd/es/input-number';
import { ui } from './ui';
import { AptitudeHint } from './goods-edit-parts';
import { INITIAL, fromDetail, fromDraft, toDraft, usableSpecs, type GoodsEditValues } from './goods-edit-values';
import { SpecsEditor } from './goods-edit-specs';
import './goods.css';

const { Alert, App, Button, Form, Input, Radio, Select, Space, Tag, Typography } = ui;

// tiptap is large: the editor and its extensions load in separate chunks, only when the edit page renders it.
const RichTextEditor = lazy(async () => {
  const [editor, kit, image] = await Promise.all([import('./rich-text-editor'), import('@tiptap/starter-kit'), import('@tiptap/extension-image')]);
  const Editor = editor.default;
  const extensions = [kit.default.configure({ link: false }), image.default];
  return { default: (p: { value?: string; onChange?: (html: string) => void }) => <Editor {...p} extensions={extensions} /> };
});

const routeApi = getRouteApi('/_authed/_app/goods/edit');

/** /goods/edit: publish (no goodsId) or edit goods, with specs generating the SKU matrix. */
export function GoodsEditPage() {
  const { goodsId } = routeApi.useSearch();
  const isNew = goodsId === undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<GoodsEditValues>();
  const cats = useGoodsCategoryTree();
  const catList = useMemo(() => cats.data?.list ?? [], [cats.data]);
  const catOptions = useMemo(() => categoryTree(catList), [catList]);
  const templates = useDeliveryTemplateList();
  const detail = useGoodsDetail({ goodsId: goodsId ?? 0 }, { query: { enabled: !isNew } });
  const save = useGoodsSave();
  const draftSnap = useStore(goodsDraftStore);
  // Create mode: a stored draft is offered first; autosave starts once the merchant has chosen.
  const [draftDecision, setDraftDecision] = useState<'pending' | 'done'>(() => (isNew && goodsDraftStore.draft ? 'pending' : 'done'));
  const [loaded, setLoaded] = useState(isNew);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const specs = Form.useWatch('specs', form);
  const goodsType = Form.useWatch('goodsType', form);
  const shelfMode = Form.useWatch('shelfMode', form);
  const category = Form.useWatch('category', form);
  const categoryId = category?.at(-1);
  const aptitude = useCategoryAptitudeDetail({ categoryId: categoryId ?? 0 }, { query: { enabled: !!categoryId && category?.length === 3 } });
  const usable = usableSpecs(specs);
  const combos = useMemo(() => specCombos(usable.map((s) => s.values)), [JSON.stringify(usable)]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!isNew && detail.data && catList.length && !loaded) {
      form.setFieldsValue(fromDetail(detail.data, categoryPathIds(catList, detail.data.categoryId)));
      setLoaded(true);
    }
  }, [isNew, detail.data, catList, loaded, form]);

  useEffect(() => {
    if (isNew && templates.data && form.getFieldValue('deliveryTemplateId') === undefined) {
      const def = templates.data.list.find((t) => t.isDefault) ?? templates.data.list[0];
      if (def) form.setFieldValue('deliveryTemplateId', def.templateId);
    }
  }, [isNew, templates.data, form]);

  useEffect(() => () => {
    if (saveTimer.current) clearTimeout(saveTimer.current);
  }, []);

  const onValuesChange = () => {
    if (!isNew || draftDecision !== 'done') return;
    if (saveTimer.current) clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => saveGoodsDraft(toDraft(form.getFieldsValue(true) as GoodsEditValues)), 400);
  };

  const restoreDraft = () => {
    const d = goodsDraftStore.draft;
    if (d) form.setFieldsValue(fromDraft(d.values));
    setDraftDecision('done');
    void message.success('已恢复草稿');
  };
  const discardDraft = () => {
    clearGoodsDraft();
    setDraftDecision('done');
  };

  const submit = async (v: GoodsEditValues) => {
    const dims = usableSpecs(v.specs);
    const body: GoodsSaveBody = {
      goodsId: goodsId ?? null,
      categoryId: v.category!.at(-1)!,
      goodsType: v.goodsType,
      name: v.name!.trim(),
      sellingPoints: v.sellingPoints?.trim() ?? '',
      code: v.code?.trim() || null,
      images: v.images ?? [],
      videoUrl: v.videoUrl?.trim() || null,
      detailHtml: v.detailHtml ?? '',
      specs: dims.map((d, i) => ({
        name: d.name,
        values: d.values.map((value) => ({ value, image: (v.specs?.[i]?.values ?? []).find((x) => x?.value?.trim() === value)?.image?.trim() || null })),
      })),
      skus: specCombos(dims.map((d) => d.values)).map((c) => {
        const r = v.skus?.[comboKey(c)] ?? {};
        return {
          skuId: r.skuId ?? null,
          specValues: c,
          price: toFen(r.price) ?? 0,
          originalPrice: toFen(r.originalPrice),
          costPrice: toFen(r.costPrice),
          stock: r.stock ?? 0,
          code: r.code?.trim() || null,
          weightG: r.weightG ?? null,
        };
      }),
      deliveryTemplateId: v.goodsType === 1 ? (v.deliveryTemplateId ?? null) : null,
      limitPerOrder: v.limitPerOrder ?? 0,
      limitPerUser: v.limitPerUser ?? 0,
      shelfMode: v.shelfMode,
      shelfAt: v.shelfMode === 2 && v.shelfAt ? v.shelfAt.valueOf() : null,
    };
    const r = await save.mutateAsync({ data: body }).catch(() => null);
    if (!r) return;
    if (saveTimer.current) clearTimeout(saveTimer.current);
    if (isNew) clearGoodsDraft();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [getGoodsListQueryKey()[0]] }),
      queryClient.invalidateQueries({ queryKey: [getGoodsStatusCountQueryKey()[0]] }),
      queryClient.invalidateQueries({ queryKey: [getGoodsDetailQueryKey()[0]] }),
    ]);
    void message.success(r.status === 2 ? '已保存到仓库' : '已提交审核，审核通过后上架');
    await navigate({ to: '/goods/list' });
  };

  if (!isNew && detail.isError) {
    return (
      <PageContainer title="编辑商品">
        <Alert type="error" showIcon message="商品不存在或已删除" style={{ margin: 24 }} action={<Link to="/goods/list">返回列表</Link>} />
      </PageContainer>
    );
  }

  return (
    <PageContainer
      title={isNew ? '发布商品' : '编辑商品'}
      extra={!isNew && detail.data ? <Tag color={GOODS_STATUS[detail.data.status]?.color}>{GOODS_STATUS[detail.data.status]?.text}</Tag> : null}
    >
      {isNew && draftDecision === 'pending' && draftSnap.draft ? (
        <Alert
          style={{ margin: '16px 24px 0' }}
          type="info"
          showIcon
          message={`发现 ${formatTime(draftSnap.draft.savedAt)} 自动保存的未发布草稿，是否恢复？`}
          action={
            <Space>
              <Button size="small" type="primary" onClick={restoreDraft}>
                恢复草稿
              </Button>
              <Button size="small" onClick={discardDraft}>
                丢弃
              </Button>
            </Space>
          }
        />
      ) : null}
      {!isNew && detail.data?.status === 4 && detail.data.reviewReason ? (
        <Alert style={{ margin: '16px 24px 0' }} type="error" showIcon message={`审核驳回：${detail.data.reviewReason}`} />
      ) : null}
      {!loaded ? (
        <div className="xm-loading">加载中…</div>
      ) : (
        <Form<GoodsEditValues>
          form={form}
          layout="horizontal"
          labelCol={{ flex: '120px' }}
          wrapperCol={{ flex: '1 1 0', style: { minWidth: 0 } }}
          initialValues={INITIAL}
          onValuesChange={onValuesChange}
          onFinish={submit}
          onFinishFailed={({ errorFields }) => {
            if (errorFields[0]) form.scrollToField(errorFields[0].name, { block: 'center' });
            void message.error('请检查标红的字段');
          }}
          scrollToFirstError={false}
        >
          <section className="xm-form-section">
            <h3>基本信息</h3>
            <Form.Item name="goodsType" label="商品类型" rules={[{ required: true }]}>
              <Radio.Group
                options={[
                  { value: 1, label: '实物商品' },
                  { value: 2, label: '虚拟卡券' },
                ]}
                disabled={!isNew}
              />
            </Form.Item>
            <Form.Item
              name="category"
              label="商品类目"
              rules={[
                { required: true, message: '请选择商品类目' },
                { validator: async (_r, v?: number[]) => { if (v && v.length !== 3) throw new Error('请选择到三级类目'); } },
              ]}
              extra={<AptitudeHint categoryId={category?.length === 3 ? categoryId : undefined} data={aptitude.data} />}
            >
              <Cascader<CategoryOption>
                options={catOptions}
                placeholder="请选择三级类目"
                style={{ maxWidth: 420 }}
                showSearch={{ filter: (input, path) => path.some((o) => o.label.includes(input)) }}
                optionRender={(o) => (
                  <span>
                    {o.label}
                    {o.required.length ? <span style={{ color: 'var(--ant-color-text-tertiary)', marginLeft: 6, fontSize: 12 }}>需{o.required.join('、')}</span> : null}
                  </span>
                )}
              />
            </Form.Item>
            <Form.Item name="name" label="商品标题" rules={[{ required: true, whitespace: true, message: '请填写商品标题' }, { min: 3, max: 60, message: '商品标题 3 至 60 个字' }]}>
              <Input showCount maxLength={60} placeholder="品牌 + 品名 + 关键属性，如：校园定制帆布双肩包 大容量" />
            </Form.Item>
            <Form.Item name="sellingPoints" label="商品卖点" rules={[{ max: 60, message: '至多 60 个字' }]}>
              <Input showCount maxLength={60} placeholder="一句话卖点，显示在标题下方" />
            </Form.Item>
            <Form.Item name="code" label="商品编码" rules={[{ max: 64, message: '至多 64 个字符' }]}>
              <Input maxLength={64} style={{ maxWidth: 320 }} placeholder="选填，便于搜索与对账" />
            </Form.Item>
          </section>

          <section className="xm-form-section">
            <h3>图片与详情</h3>
            <Form.Item name="images" label="商品主图" rules={[{ type: 'array', min: 1, required: true, message: '请至少上传 1 张主图' }]} extra="第一张为主图，至多 9 张；JPG、PNG、WEBP、GIF，单张不超过 5 MB">
              <ImageUpload max={9} scene="goods" label="上传主图" />
            </Form.Item>
            <Form.Item name="videoUrl" label="主图视频" rules={[{ pattern: /^https:\/\/\S+$/, message: '请输入 https 开头的视频地址' }]}>
              <Input style={{ maxWidth: 520 }} placeholder="选填，https 开头的视频地址" />
            </Form.Item>
            <Form.Item name="detailHtml" label="商品详情" rules={[{ max: 200000, message: '详情内容过长' }]}>
              <Suspense fallback={<div className="xm-loading">编辑器加载中…</div>}>
                <RichTextEditor />
              </Suspense>
            </Form.Item>
          </section>

          <section className="xm-form-section">
            <h3>规格与库存</h3>
            <SpecsEditor form={form} />
            <Form.Item label="价格与库存" required>
              <SkuMatrix form={form} dims={usable.map((d) => d.name)} combos={combos} />
            </Form.Item>
          </section>

          <section className="xm-form-section">
            <h3>物流与销售</h3>
            {goodsType !== 2 ? (
              <Form.Item name="deliveryTemplateId" label="运费模板" rules={[{ required: true, message: '请选择运费模板' }]}>
                <Select
                  style={{ maxWidth: 320 }}
                  placeholder="请选择运费模板"
                  loading={templates.isLoading}
                  options={(templates.data?.list ?? []).map((t) => ({ value: t.templateId, label: t.name }))}
                />
              </Form.Item>
            ) : (
              <Form.Item label="发货方式">
                <Typography.Text>虚拟卡券：付款后自动发放卡密，无需物流</Typography.Text>
              </Form.Item>
            )}
            <Form.Item label="限购">
              <Space wrap>
                <span>每单</span>
                <Form.Item name="limitPerOrder" noStyle>
                  <InputNumber min={0} max={9999} precision={0} style={{ width: 100 }} aria-label="每单限购" />
                </Form.Item>
                <span>件，每人累计</span>
                <Form.Item
                  name="limitPerUser"
                  noStyle
                  dependencies={['limitPerOrder']}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: async (_r, v: number | null) => {
                        const o = getFieldValue('limitPerOrder') as number | null;
                        if (v && o && o > v) throw new Error('每单限购不能多于每人限购');
                      },
                    }),
                  ]}
                >
                  <InputNumber min={0} max={9999} precision={0} style={{ width: 100 }} aria-label="每人限购" />
                </Form.Item>
                <span>件（0 为不限）</span>
              </Space>
            </Form.Item>
            <Form.Item name="shelfMode" label="上架时间" rules={[{ required: true }]}>
              <Radio.Group
                options={[
                  { value: 1, label: '审核通过后立即上架' },
                  { value: 2, label: '定时上架' },
                  { value: 3, label: '放入仓库' },
                ]}
              />
            </Form.Item>
            {shelfMode === 2 ? (
              <Form.Item
                name="shelfAt"
                label="定时上架时间"
                rules={[
                  { required: true, message: '请选择上架时间' },
                  { validator: async (_r, v?: Dayjs | null) => { if (v && v.valueOf() <= Date.now()) throw new Error('上架时间须晚于现在'); } },
                ]}
              >
                <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabledDate={(d) => d.isBefore(dayjs().startOf('day')) || d.isAfter(dayjs().add(90, 'day'))} />
              </Form.Item>
            ) : null}
          </section>

          <div className="xm-form-footer">
            <Button onClick={() => void navigate({ to: '/goods/list' })}>取消</Button>
            {isNew ? (
              <Button
                onClick={() => {
                  saveGoodsDraft(toDraft(form.getFieldsValue(true) as GoodsEditValues));
                  void message.success('草稿已保存在本机');
                }}
              >
                保存草稿
              </Button>
            ) : null}
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {shelfMode === 3 ? '保存到仓库' : '提交审核'}
            </Button>
          </div>
        </Form>
      )}
    </PageContainer>
  );
}
