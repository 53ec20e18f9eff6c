import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import type { FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import TreeSelect from 'antd/es/tree-select';
import {
  shopFreightQuote,
  useShopCampusTree,
  useShopFreightTemplateDetail,
  useShopFreightTemplateSave,
  useShopRegionTree,
} from '@/api/gen/endpoints/shop-setting/shop-setting';
import type { ShopFreightQuote, ShopFreightTemplateDetail, ShopFreightTemplateSaveBody } from '@/api/gen/model';
import { useCan } from '@/components/auth';
import { PageContainer } from '@/components/page-container';
import { formatMoney } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { KEYS, toFen, toYuan } from './shared';
import { LoadError } from '@/components/load-error';

interface Rates {
  firstUnit: number;
  firstFee: number;
  extraUnit: number;
  extraFee: number;
}
interface Slot {
  start: string;
  end: string;
}
interface RuleValues extends Rates {
  codes: string[];
  slots?: Slot[];
}
interface Values extends Rates {
  name: string;
  chargeType: 1 | 2 | 3;
  freeOverAmount: number | null;
  freeOverCount: number | null;
  isDefault: boolean;
  regions: RuleValues[];
  zones: RuleValues[];
}

interface TreeNode {
  code: string;
  name: string;
  children?: TreeNode[];
}
interface TreeData {
  title: string;
  value: string;
  children?: TreeData[];
}
const toTree = (nodes: readonly TreeNode[] | undefined, prefix = ''): TreeData[] =>
  (nodes ?? []).map((n) => ({ title: n.name, value: n.code, ...(n.children?.length ? { children: toTree(n.children, `${prefix}${n.name}`) } : {}) }));

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const weight = (t: number) => t === 3;
/** Units as the merchant types them: pieces, or kilograms for weight (stored as grams). */
const unitIn = (chargeType: number, n: number) => (weight(chargeType) ? n / 1000 : n);
const unitOut = (chargeType: number, n: number | null | undefined) => (weight(chargeType) ? Math.round((n ?? 0) * 1000) : Math.round(n ?? 0));

function fromDetail(d: ShopFreightTemplateDetail): Values {
  const rates = (r: Rates): Rates => ({ firstUnit: unitIn(d.chargeType, r.firstUnit), firstFee: toYuan(r.firstFee), extraUnit: unitIn(d.chargeType, r.extraUnit), extraFee: toYuan(r.extraFee) });
  return {
    name: d.name,
    chargeType: d.chargeType,
    ...rates(d),
    freeOverAmount: d.freeOverAmount == null ? null : toYuan(d.freeOverAmount),
    freeOverCount: d.freeOverCount ?? null,
    isDefault: d.isDefault,
    regions: d.rules.filter((r) => r.kind === 1).map((r) => ({ ...rates(r), codes: r.places.map((p) => p.code) })),
    zones: d.rules.filter((r) => r.kind === 2).map((r) => ({ ...rates(r), codes: r.places.map((p) => p.code), slots: r.slots })),
  };
}

const NEW: Values = { name: '', chargeType: 2, firstUnit: 1, firstFee: 8, extraUnit: 1, extraFee: 3, freeOverAmount: null, freeOverCount: null, isDefault: false, regions: [], zones: [] };

function toBody(v: Values, templateId: number | null): ShopFreightTemplateSaveBody {
  const t = v.chargeType;
  const rates = (r: Rates) => ({ firstUnit: unitOut(t, r.firstUnit), firstFee: toFen(r.firstFee), extraUnit: unitOut(t, r.extraUnit), extraFee: toFen(r.extraFee) });
  return {
    templateId,
    name: v.name.trim(),
    chargeType: t,
    ...rates(v),
    freeOverAmount: v.freeOverAmount ? toFen(v.freeOverAmount) : null,
    freeOverCount: v.freeOverCount || null,
    isDefault: v.isDefault,
    rules:
      t === 1
        ? []
        : [
            ...(v.zones ?? []).map((r) => ({ kind: 2 as const, codes: r.codes ?? [], ...rates(r), slots: r.slots ?? [] })),
            ...(v.regions ?? []).map((r) => ({ kind: 1 as const, codes: r.codes ?? [], ...rates(r), slots: [] })),
          ],
  };
}

/** First and additional unit with their fees, for the template and for each rule. */
function RatesFields({ prefix, chargeType, label }: { prefix: (string | number)[]; chargeType: number; label: string }) {
  const w = weight(chargeType);
  const unit = w ? '千克' : '件';
  const num = (name: string, text: string, opts: { min: number; precision: number; suffix: string; max: number }) => (
    <Form.Item
      name={[...prefix, name]}
      label={`${label}${text}`}
      rules={[{ required: true, message: `请输入${text}` }]}
      style={{ marginBottom: 8 }}
    >
      <InputNumber min={opts.min} max={opts.max} precision={opts.precision} suffix={opts.suffix} style={{ width: 150 }} />
    </Form.Item>
  );
  return (
    <div className="xm-shop-rates">
      {num('firstUnit', w ? '首重' : '首件', { min: 0, precision: w ? 3 : 0, suffix: unit, max: w ? 100 : 999 })}
      {num('firstFee', '首费', { min: 0, precision: 2, suffix: '元', max: 1000 })}
      {num('extraUnit', w ? '续重' : '续件', { min: 0, precision: w ? 3 : 0, suffix: unit, max: w ? 100 : 999 })}
      {num('extraFee', '续费', { min: 0, precision: 2, suffix: '元', max: 1000 })}
    </div>
  );
}

function SlotsField({ field }: { field: number }) {
  return (
    <Form.List name={[field, 'slots']}>
      {(slots, { add, remove }) => (
        <div>
          <div style={{ marginBottom: 4 }}>配送时段（中国时间，互不交叉）</div>
          {slots.map((s, i) => (
            <Space key={s.key} align="baseline" wrap>
              <Form.Item name={[s.name, 'start']} rules={[{ required: true, pattern: HHMM, message: '格式如 11:30' }]} style={{ marginBottom: 8 }}>
                <Input aria-label={`配送时段 ${i + 1} 开始`} placeholder="开始 11:30" maxLength={5} style={{ width: 110 }} />
              </Form.Item>
              <span>至</span>
              <Form.Item name={[s.name, 'end']} rules={[{ required: true, pattern: HHMM, message: '格式如 12:30' }]} style={{ marginBottom: 8 }}>
                <Input aria-label={`配送时段 ${i + 1} 结束`} placeholder="结束 12:30" maxLength={5} style={{ width: 110 }} />
              </Form.Item>
              <Button type="link" onClick={() => remove(s.name)} aria-label={`删除配送时段 ${i + 1}`}>
                删除
              </Button>
            </Space>
          ))}
          {slots.length < 6 ? (
            <Button size="small" onClick={() => add({ start: '', end: '' })}>
              添加配送时段
            </Button>
          ) : null}
        </div>
      )}
    </Form.List>
  );
}

function RulesList({ kind, form, tree, chargeType }: { kind: 'regions' | 'zones'; form: FormInstance<Values>; tree: TreeData[]; chargeType: number }) {
  const zone = kind === 'zones';
  const title = zone ? '校园配送区' : '指定地区';
  return (
    <Form.List name={kind}>
      {(fields, { add, remove }) => (
        <section className="xm-shop-section">
          <h3>{zone ? '校园配送区（校园配送订单：学校 → 校区 → 宿舍楼）' : '指定地区运费（快递配送：省 → 市 → 区县）'}</h3>
          {fields.map((f, i) => (
            <div className="xm-shop-rule" key={f.key}>
              <div className="xm-shop-rule-head">
                <span>
                  {title} {i + 1}
                </span>
                <Button type="link" danger onClick={() => remove(f.name)} aria-label={`删除${title} ${i + 1}`}>
                  删除
                </Button>
              </div>
              <Form.Item name={[f.name, 'codes']} label={zone ? '配送范围' : '地区'} rules={[{ required: true, message: zone ? '请选择学校、校区或宿舍楼' : '请选择地区' }]}>
                <TreeSelect
                  treeData={tree}
                  treeCheckable
                  showCheckedStrategy={TreeSelect.SHOW_PARENT}
                  showSearch
                  treeNodeFilterProp="title"
                  placeholder={zone ? '搜索学校、校区或宿舍楼' : '搜索省、市或区县'}
                  aria-label={`${title} ${i + 1} ${zone ? '配送范围' : '地区'}`}
                  maxTagCount={20}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <RatesFields prefix={[f.name]} chargeType={chargeType} label="" />
              {zone ? <SlotsField field={f.name} /> : null}
            </div>
          ))}
          <Button
            onClick={() => {
              const v = form.getFieldsValue();
              add({ codes: [], firstUnit: v.firstUnit, firstFee: v.firstFee, extraUnit: v.extraUnit, extraFee: v.extraFee, ...(zone ? { slots: [] } : {}) });
            }}
          >
            {zone ? '添加校园配送区' : '添加指定地区'}
          </Button>
        </section>
      )}
    </Form.List>
  );
}

/** Quote a parcel with the saved template (the same computation as orders). */
function QuotePanel({ templateId, regions, campus }: { templateId: number; regions: TreeData[]; campus: TreeData[] }) {
  const [result, setResult] = useState<ShopFreightQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (v: { quantity: number; weightKg: number; goodsAmount: number; deliveryType: 1 | 2 | 3; regionCode?: string; placeId?: string }) => {
    setBusy(true);
    const r = await shopFreightQuote({
      templateId,
      quantity: v.quantity,
      weightG: Math.round((v.weightKg ?? 0) * 1000),
      goodsAmount: toFen(v.goodsAmount),
      deliveryType: v.deliveryType,
      regionCode: v.regionCode ?? null,
      placeId: v.placeId ?? null,
    }).catch(() => null);
    setBusy(false);
    setResult(r);
  };
  return (
    <section className="xm-shop-section">
      <h3>运费试算（按已保存的模板）</h3>
      <Form layout="inline" initialValues={{ quantity: 1, weightKg: 0.5, goodsAmount: 50, deliveryType: 2 }} onFinish={run}>
        <Form.Item name="quantity" label="件数">
          <InputNumber min={1} max={999} precision={0} />
        </Form.Item>
        <Form.Item name="weightKg" label="重量">
          <InputNumber min={0} max={1000} precision={3} suffix="千克" />
        </Form.Item>
        <Form.Item name="goodsAmount" label="商品金额">
          <InputNumber min={0} max={1000000} precision={2} suffix="元" />
        </Form.Item>
        <Form.Item name="deliveryType" label="配送方式">
          <Select style={{ width: 120 }} options={[{ value: 1, label: '快递配送' }, { value: 2, label: '校园配送' }, { value: 3, label: '到店自提' }]} />
        </Form.Item>
        <Form.Item name="regionCode" label="收货地区">
          <TreeSelect treeData={regions} showSearch treeNodeFilterProp="title" allowClear placeholder="区县" style={{ width: 200 }} aria-label="收货地区" />
        </Form.Item>
        <Form.Item name="placeId" label="校园地点">
          <TreeSelect treeData={campus} showSearch treeNodeFilterProp="title" allowClear placeholder="宿舍楼" style={{ width: 200 }} aria-label="校园地点" />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={busy}>
            试算
          </Button>
        </Form.Item>
      </Form>
      {result ? (
        <p role="status" style={{ marginBottom: 0, marginTop: 12 }}>
          运费 <strong>{formatMoney(result.amount)}</strong>（{result.basis}）{result.slots.length ? `，配送时段 ${result.slots.map((s) => `${s.start}-${s.end}`).join('、')}` : ''}
        </p>
      ) : null}
    </section>
  );
}

/** /shop-setting/add-delivery-template[?templateId=N]: create or edit a freight template. */
export function AddDeliveryTemplatePage() {
  const { templateId } = useSearch({ from: '/_authed/_app/shop-setting/add-delivery-template' });
  const detail = useShopFreightTemplateDetail({ templateId: templateId ?? 1 }, { query: { enabled: !!templateId } });
  const regionsQ = useShopRegionTree({ query: { staleTime: Infinity } });
  const campusQ = useShopCampusTree({ query: { staleTime: Infinity } });
  const save = useShopFreightTemplateSave();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const can = useCan();
  const editable = can(['freight.template.list', 'freight.template.edit']);
  const [form] = Form.useForm<Values>();
  const chargeType = Form.useWatch('chargeType', form) ?? 2;
  const regionTree = useMemo(() => toTree(regionsQ.data?.list as TreeNode[] | undefined), [regionsQ.data]);
  const campusTree = useMemo(() => toTree(campusQ.data?.list as TreeNode[] | undefined), [campusQ.data]);
  const [prevType, setPrevType] = useState<number | null>(null);
  useEffect(() => {
    if (detail.data) form.setFieldsValue(fromDetail(detail.data));
  }, [detail.data, form]);
  // Switching between piece and weight: sensible units instead of 1 kg ↔ 1 piece surprises.
  useEffect(() => {
    if (prevType !== null && prevType !== chargeType && (prevType === 3) !== (chargeType === 3)) {
      form.setFieldsValue({ firstUnit: 1, extraUnit: 1 });
    }
    setPrevType(chargeType);
  }, [chargeType, prevType, form]);
  const title = templateId ? '编辑运费模板' : '新建运费模板';
  const submit = async (v: Values) => {
    const r = await save.mutateAsync({ data: toBody(v, templateId ?? null) }).catch(() => null);
    if (!r) return;
    feedback.success('运费模板已保存');
    void queryClient.invalidateQueries({ queryKey: [KEYS.templates] });
    void queryClient.invalidateQueries({ queryKey: [KEYS.template] });
    void queryClient.invalidateQueries({ queryKey: [KEYS.goodsTemplates] });
    void navigate({ to: '/shop-setting/delivery-template' });
  };
  if (templateId && detail.isError) return <PageContainer title={title}><div className="xm-shop"><LoadError what="运费模板" retry={() => void detail.refetch()} /></div></PageContainer>;
  if (templateId && !detail.data) return <PageContainer title={title}><div className="xm-shop"><Skeleton active /></div></PageContainer>;
  return (
    <PageContainer title={title}>
      <div className="xm-shop">
        {!editable ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title="你没有修改运费模板的权限，只能查看。" /> : null}
        {detail.data && detail.data.goodsCount > 0 ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title={`有 ${detail.data.goodsCount} 个商品使用此模板，修改后新订单按新运费计算。`} /> : null}
        <Form<Values> form={form} layout="vertical" initialValues={NEW} onFinish={submit} disabled={!editable || save.isPending}>
          <section className="xm-shop-section">
            <h3>基本信息与默认运费</h3>
            <Form.Item name="name" label="模板名称" rules={[{ required: true, whitespace: true, message: '请输入模板名称' }, { max: 30, message: '模板名称至多 30 字' }]}>
              <Input maxLength={30} showCount style={{ maxWidth: 420 }} />
            </Form.Item>
            <Form.Item name="chargeType" label="计费方式">
              <Radio.Group>
                <Radio value={2}>按件计费</Radio>
                <Radio value={3}>按重量计费</Radio>
                <Radio value={1}>包邮</Radio>
              </Radio.Group>
            </Form.Item>
            {chargeType !== 1 ? (
              <>
                <div style={{ marginBottom: 4 }}>默认运费（未指定的地区）</div>
                <RatesFields prefix={[]} chargeType={chargeType} label="默认" />
                <Space wrap style={{ marginTop: 8 }}>
                  <Form.Item name="freeOverAmount" label="满额包邮（可选）" style={{ marginBottom: 0 }}>
                    <InputNumber min={0.01} max={1000000} precision={2} suffix="元" placeholder="不启用" style={{ width: 180 }} />
                  </Form.Item>
                  <Form.Item name="freeOverCount" label="满件包邮（可选）" style={{ marginBottom: 0 }}>
                    <InputNumber min={1} max={999} precision={0} suffix="件" placeholder="不启用" style={{ width: 180 }} />
                  </Form.Item>
                </Space>
              </>
            ) : (
              <p className="xm-shop-muted">包邮模板全国免运费，不需要指定地区。</p>
            )}
            <Form.Item name="isDefault" valuePropName="checked" style={{ marginTop: 16, marginBottom: 0 }}>
              <Checkbox disabled={!!detail.data?.isDefault}>设为默认模板（发布商品时默认选中）</Checkbox>
            </Form.Item>
          </section>
          {chargeType !== 1 ? (
            <>
              <RulesList kind="zones" form={form} tree={campusTree} chargeType={chargeType} />
              <RulesList kind="regions" form={form} tree={regionTree} chargeType={chargeType} />
            </>
          ) : null}
          <Space style={{ marginBottom: 16 }}>
            {editable ? (
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                保存
              </Button>
            ) : null}
            <Button disabled={false} onClick={() => void navigate({ to: '/shop-setting/delivery-template' })}>
              返回
            </Button>
          </Space>
        </Form>
        {templateId ? <QuotePanel templateId={templateId} regions={regionTree} campus={campusTree} /> : null}
      </div>
    </PageContainer>
  );
}
