import { useEffect, useMemo, useState } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { getSeRewardRuleListQueryKey, useSeRewardRuleDetail, useSeRewardRuleSave, useSeRewardScopeOptions } from '@/api/gen/endpoints/school-employee/school-employee';
import { Auth } from '@/components/auth';
import { PageContainer } from '@/components/page-container';
import { dayjs, formatMoney, type Dayjs } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { REWARD_EDIT } from './reward-shared';
import './school-employee.css';

interface RuleValues {
  name: string;
  mode: 1 | 2;
  value: number;
  scope: 1 | 2 | 3;
  scopeId?: number;
  tiers: { threshold: number; value: number }[];
  period: [Dayjs, Dayjs];
}

const addRoute = getRouteApi('/_authed/_app/school-employee/sales-reward-add');

/** The form shows yuan and percent; the wire carries fen and basis points (both ×100). */
export const toWire = (v: number) => Math.round(v * 100);

export const fromWire = (v: number) => v / 100;

/** /school-employee/sales-reward-add?ruleId=: create a rule or edit one. */
export function SalesRewardAddPage() {
  const { ruleId } = addRoute.useSearch();
  const detail = useSeRewardRuleDetail({ ruleId: ruleId ?? 0 }, { query: { enabled: !!ruleId } });
  const [keyword, setKeyword] = useState('');
  const options = useSeRewardScopeOptions({ keyword: keyword || null });
  const save = useSeRewardRuleSave();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<RuleValues>();
  const mode = Form.useWatch('mode', form) ?? 2;
  const scope = Form.useWatch('scope', form) ?? 1;
  const r = detail.data;
  useEffect(() => {
    if (r)
      form.setFieldsValue({
        name: r.name,
        mode: r.mode,
        value: fromWire(r.value),
        scope: r.scope,
        scopeId: r.scopeId ?? undefined,
        tiers: r.tiers.map((t) => ({ threshold: fromWire(t.threshold), value: fromWire(t.value) })),
        period: [dayjs(r.startAt), dayjs(r.endAt - 1)],
      });
  }, [r, form]);
  const goodsOptions = useMemo(() => {
    const list = (options.data?.goods ?? []).map((g) => ({ value: g.goodsId, label: `${g.name}（${formatMoney(g.priceMin)} 起）` }));
    if (r?.scope === 3 && r.scopeId && !list.some((g) => g.value === r.scopeId)) list.unshift({ value: r.scopeId, label: r.scopeName ?? String(r.scopeId) });
    return list;
  }, [options.data, r]);
  const submit = async (v: RuleValues) => {
    const res = await save
      .mutateAsync({
        data: {
          ruleId: ruleId ?? null,
          name: v.name.trim(),
          mode: v.mode,
          value: toWire(v.value),
          scope: v.scope,
          scopeId: v.scope === 1 ? null : (v.scopeId ?? null),
          tiers: (v.tiers ?? []).map((t) => ({ threshold: toWire(t.threshold), value: toWire(t.value) })),
          startAt: v.period[0].startOf('day').valueOf(),
          endAt: v.period[1].endOf('day').valueOf() + 1,
        },
      })
      .catch(() => null);
    if (!res) return;
    feedback.success(ruleId ? '奖励规则已保存' : '奖励规则已创建');
    void queryClient.invalidateQueries({ queryKey: getSeRewardRuleListQueryKey() });
    void navigate({ to: '/school-employee/sales-reward-list', search: { tab: 'rules' } });
  };
  const unit = mode === 1 ? '元/件' : '%';
  if (ruleId && !r) return <PageContainer title="编辑奖励规则">{detail.isError ? <p role="alert">奖励规则不存在</p> : <Skeleton active />}</PageContainer>;
  return (
    <PageContainer title={ruleId ? '编辑奖励规则' : '新增奖励规则'}>
      <Form<RuleValues> form={form} layout="vertical" style={{ maxWidth: 720 }} onFinish={submit} initialValues={{ mode: 2, scope: 1, value: 5, tiers: [], period: [dayjs().startOf('day'), dayjs().add(90, 'day')] }}>
        <p className="xm-se-muted" style={{ marginTop: 0 }}>
          规则按买家付款时间生效。一行订单命中多条规则时取最具体的（指定商品 &gt; 类目 &gt; 全部商品），同级取最新的。奖励不会高于该行实付金额。修改只影响之后计算的订单。
        </p>
        <Form.Item name="name" label="规则名称" rules={[{ required: true, whitespace: true, message: '请输入规则名称' }]}>
          <Input maxLength={30} showCount placeholder="如：全店推荐奖励" />
        </Form.Item>
        <Form.Item name="mode" label="奖励方式">
          <Radio.Group
            options={[
              { value: 2, label: '按实付金额比例' },
              { value: 1, label: '每件商品行固定金额' },
            ]}
          />
        </Form.Item>
        <Form.Item name="value" label={`基础奖励（${unit}）`} rules={[{ required: true, message: '请输入基础奖励' }]}>
          <InputNumber min={0.01} max={mode === 1 ? 10000 : 50} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="scope" label="适用范围">
          <Radio.Group
            options={[
              { value: 1, label: '全部商品' },
              { value: 2, label: '指定类目' },
              { value: 3, label: '指定商品' },
            ]}
          />
        </Form.Item>
        {scope === 2 ? (
          <Form.Item name="scopeId" label="类目" rules={[{ required: true, message: '请选择类目' }]}>
            <Select showSearch={{ optionFilterProp: 'label' }} placeholder="选择类目（含下级类目）" options={(options.data?.categories ?? []).map((c) => ({ value: c.categoryId, label: c.name }))} />
          </Form.Item>
        ) : scope === 3 ? (
          <Form.Item name="scopeId" label="商品" rules={[{ required: true, message: '请选择商品' }]}>
            <Select showSearch={{ filterOption: false, onSearch: setKeyword }} placeholder="输入商品名称搜索" options={goodsOptions} />
          </Form.Item>
        ) : null}
        <Form.List name="tiers">
          {(fields, { add, remove }) => (
            <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
              <legend style={{ fontSize: 14, marginBottom: 8 }}>阶梯奖励（代理当月推荐订单实付合计达到门槛时，至多 5 档）</legend>
              {fields.map((f, i) => (
                <div key={f.key} style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
                  <Form.Item name={[f.name, 'threshold']} rules={[{ required: true, message: '请输入门槛' }]}>
                    <InputNumber min={0.01} max={100000000} precision={2} prefix="满 ¥" aria-label={`第 ${i + 1} 档门槛（元）`} style={{ width: 200 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'value']} rules={[{ required: true, message: '请输入奖励' }]}>
                    <InputNumber min={0.01} max={mode === 1 ? 10000 : 50} precision={2} suffix={unit} aria-label={`第 ${i + 1} 档奖励（${unit}）`} style={{ width: 180 }} />
                  </Form.Item>
                  <Button onClick={() => remove(f.name)} aria-label={`删除第 ${i + 1} 档`}>
                    删除
                  </Button>
                </div>
              ))}
              {fields.length < 5 ? (
                <Button type="dashed" onClick={() => add()}>
                  添加阶梯
                </Button>
              ) : null}
            </fieldset>
          )}
        </Form.List>
        <Form.Item name="period" label="有效期" rules={[{ required: true, message: '请选择有效期' }]}>
          <DatePicker.RangePicker />
        </Form.Item>
        <div className="xm-se-actions">
          <Auth authKey={REWARD_EDIT}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
          </Auth>
          <Button onClick={() => void navigate({ to: '/school-employee/sales-reward-list', search: { tab: 'rules' } })}>取消</Button>
        </div>
      </Form>
    </PageContainer>
  );
}
