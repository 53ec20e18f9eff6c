import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import { useShopInfoDetail, useShopInfoSave } from '@/api/gen/endpoints/shop-setting/shop-setting';
import type { ShopInfo, ShopInfoSaveBody } from '@/api/gen/model';
import { useCan } from '@/components/auth';
import { PageContainer } from '@/components/page-container';
import { ImageUpload } from '@/components/upload/image-upload';
import { formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { hoursText, KEYS, WEEKDAYS } from './shared';
import { LoadError } from '@/components/load-error';

const SHOP_TYPES: Record<number, string> = { 1: '旗舰店', 2: '专营店', 3: '专卖店', 4: '校园店' };
const PHONE = /^(?:(?:\+86|0086)?1[3-9]\d{9}|0\d{2,3}-?\d{7,8}|400-?\d{3}-?\d{4})$/;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

interface Values {
  shopName: string;
  logo: string[];
  intro: string;
  servicePhone: string;
  businessHours: Array<{ days: number[]; start: string; end: string }>;
}

/** The shop card as buyers see it in the app, from the form's current values. */
function ShopCard({ info, v }: { info: ShopInfo; v: Partial<Values> }) {
  const logo = v.logo?.[0] ?? info.logoUrl;
  return (
    <aside className="xm-shop-card" aria-label="店铺卡片预览">
      <div className="xm-shop-muted" style={{ fontSize: 12, marginBottom: 8 }}>
        买家看到的店铺卡片（预览）
      </div>
      <div className="xm-shop-card-head">
        {logo ? <img className="xm-shop-card-logo" src={logo} alt="店铺 logo" /> : <div className="xm-shop-card-logo" aria-hidden />}
        <div>
          <p className="xm-shop-card-name">{v.shopName || info.shopName}</p>
          <div className="xm-shop-card-meta">
            {info.shopType ? `${SHOP_TYPES[info.shopType]} · ` : ''}
            {info.rating != null ? `评分 ${info.rating.toFixed(1)}` : '暂无评分'} · 在售 {info.onSaleCount} 件
          </div>
        </div>
      </div>
      <p className="xm-shop-card-intro">{v.intro || '这家店还没有写简介'}</p>
      <div className="xm-shop-card-meta">主营：{info.mainCategories.join('、') || '—'}</div>
      {v.businessHours?.length ? <div className="xm-shop-card-meta">营业：{v.businessHours.filter((h) => h?.days?.length).map(hoursText).join('；')}</div> : null}
      {v.servicePhone ? <div className="xm-shop-card-meta">客服：{v.servicePhone}</div> : null}
      {info.announcement ? <div className="xm-shop-card-notice">公告：{info.announcement}</div> : null}
    </aside>
  );
}

/** /shop-setting/shop-info-setting */
export function ShopInfoPage() {
  const q = useShopInfoDetail();
  const save = useShopInfoSave();
  const queryClient = useQueryClient();
  const can = useCan();
  const editable = can(['shop.setting.view', 'shop.setting.edit']);
  const [form] = Form.useForm<Values>();
  const watched = Form.useWatch([], form) as Partial<Values> | undefined;
  const d = q.data;
  useEffect(() => {
    if (d) form.setFieldsValue({ shopName: d.shopName, logo: d.logoUrl ? [d.logoUrl] : [], intro: d.intro, servicePhone: d.servicePhone ?? '', businessHours: d.businessHours });
  }, [d, form]);
  const submit = async (v: Values) => {
    const body: ShopInfoSaveBody = { shopName: v.shopName.trim(), logoUrl: v.logo?.[0] ?? null, intro: (v.intro ?? '').trim(), servicePhone: v.servicePhone?.trim() || null, businessHours: v.businessHours ?? [] };
    const r = await save.mutateAsync({ data: body }).catch(() => null);
    if (!r) return;
    feedback.success('店铺信息已保存');
    queryClient.setQueryData([KEYS.info], r);
  };
  return (
    <PageContainer title="店铺信息">
      <div className="xm-shop">
        {q.isError ? (
          <LoadError what="店铺信息" retry={() => void q.refetch()} />
        ) : !d ? (
          <Skeleton active />
        ) : (
          <div className="xm-shop-two">
            <section className="xm-shop-section">
              <Form<Values> form={form} layout="vertical" onFinish={submit} disabled={!editable || save.isPending}>
                <Form.Item name="shopName" label="店铺名称" rules={[{ required: true, whitespace: true, message: '请输入店铺名称' }, { min: 2, max: 30, message: '店铺名称为 2 至 30 字' }]}>
                  <Input maxLength={30} showCount />
                </Form.Item>
                <Form.Item name="logo" label="店铺 logo" extra="建议 200×200 像素的正方形图片，不超过 5 MB">
                  <ImageUpload scene="other" max={1} label="上传 logo" id="shop-logo" />
                </Form.Item>
                <Form.Item name="intro" label="店铺简介" rules={[{ max: 200, message: '店铺简介至多 200 字' }]}>
                  <Input.TextArea maxLength={200} showCount rows={3} />
                </Form.Item>
                <Form.Item label="主营类目" extra={d.mainCategoriesLocked ? '企业认证通过后主营类目不可在此修改；如需变更，请在公司设置中提交变更申请。' : undefined}>
                  <span>{d.mainCategories.join('、') || '—'}</span>
                </Form.Item>
                <Form.Item name="servicePhone" label="客服电话" rules={[{ pattern: PHONE, message: '请输入手机号、座机（如 0571-88886666）或 400 电话' }]}>
                  <Input maxLength={20} style={{ maxWidth: 260 }} />
                </Form.Item>
                <Form.List name="businessHours">
                  {(fields, { add, remove }) => (
                    <Form.Item label="营业时间（同一天的时段不能交叉）">
                      {fields.map((f, i) => (
                        <div key={f.key} className="xm-shop-rule">
                          <Form.Item name={[f.name, 'days']} rules={[{ validator: (_, v: number[] | undefined) => (v?.length ? Promise.resolve() : Promise.reject(new Error('请至少选择一天'))) }]} style={{ marginBottom: 8 }}>
                            <Checkbox.Group aria-label={`营业时间 ${i + 1} 星期`} options={[1, 2, 3, 4, 5, 6, 7].map((x) => ({ value: x, label: WEEKDAYS[x]! }))} />
                          </Form.Item>
                          <Space align="baseline" wrap>
                            <Form.Item name={[f.name, 'start']} rules={[{ required: true, pattern: HHMM, message: '格式如 09:00' }]} style={{ marginBottom: 0 }}>
                              <Input aria-label={`营业时间 ${i + 1} 开始`} placeholder="09:00" maxLength={5} style={{ width: 100 }} />
                            </Form.Item>
                            <span>至</span>
                            <Form.Item name={[f.name, 'end']} rules={[{ required: true, pattern: HHMM, message: '格式如 21:00' }]} style={{ marginBottom: 0 }}>
                              <Input aria-label={`营业时间 ${i + 1} 结束`} placeholder="21:00" maxLength={5} style={{ width: 100 }} />
                            </Form.Item>
                            <Button type="link" danger onClick={() => remove(f.name)} aria-label={`删除营业时间 ${i + 1}`}>
                              删除
                            </Button>
                          </Space>
                        </div>
                      ))}
                      {fields.length < 7 ? <Button onClick={() => add({ days: [], start: '09:00', end: '18:00' })}>添加营业时间</Button> : null}
                    </Form.Item>
                  )}
                </Form.List>
                {editable ? (
                  <Button type="primary" htmlType="submit" loading={save.isPending}>
                    保存
                  </Button>
                ) : (
                  <span className="xm-shop-muted">你没有修改店铺信息的权限。</span>
                )}
                {d.updatedAt ? <span className="xm-shop-muted" style={{ marginLeft: 12 }}>最后修改 {formatTime(d.updatedAt)}</span> : null}
              </Form>
            </section>
            <ShopCard info={d} v={watched ?? {}} />
          </div>
        )}
      </div>
    </PageContainer>
  );
}
