import { useEffect, useState } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { getBrandDetailQueryKey, getBrandListQueryKey, useBrandApply, useBrandDetail, useBrandList } from '@/api/gen/endpoints/goods/goods';
import type { Brand } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { PageContainer, TABLE_STICKY } from '@/components/page-container';
import { dayjs, formatTime, type Dayjs } from '@/lib/dayjs';
import { DOC_ACCEPT, ImageUpload } from '@/components/upload/image-upload';
import { AUTH_TYPE, BRAND_STATUS, BRAND_TYPE } from './shared';
import './goods.css';
import DatePicker from 'antd/es/date-picker';
import Table from 'antd/es/table';
import { ui } from './ui';

const { Alert, App, Button, Form, Input, Radio, Select, Space, Tag } = ui;

/** /goods/brandList: brand applications with review status; expiring qualifications flagged. */
export function BrandListPage() {
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<0 | 1 | -1 | undefined>();
  const [pageNum, setPageNum] = useState(1);
  const list = useBrandList({ keyword: keyword || undefined, status, pageNum, pageSize: 20 });
  const expiring = (list.data?.list ?? []).filter((b) => b.status === 1 && (b.expiringSoon || b.expired));
  return (
    <PageContainer
      title="品牌管理"
      extra={
        <Auth authKey="goods.brand.detail">
          <Link to="/goods/brandApply">
            <Button type="primary">申请品牌</Button>
          </Link>
        </Auth>
      }
    >
      {expiring.length ? (
        <Alert
          style={{ margin: '16px 24px 0' }}
          type="warning"
          showIcon
          message={`${expiring.map((b) => `「${b.name}」`).join('')}的品牌资质将在 30 天内到期或已过期，请及时更新，以免影响商品销售。`}
        />
      ) : null}
      <Space wrap className="xm-page-pad">
        <Input.Search allowClear placeholder="品牌名称 / 商标注册号" style={{ width: 240 }} onSearch={(v) => { setKeyword(v.trim()); setPageNum(1); }} />
        <Select
          aria-label="品牌状态"
          allowClear
          placeholder="全部状态"
          style={{ width: 140 }}
          value={status}
          onChange={(v) => { setStatus(v); setPageNum(1); }}
          options={[0, 1, -1].map((k) => ({ value: k, label: BRAND_STATUS[k]!.text }))}
        />
      </Space>
      <Table<Brand>
        rowKey="brandId"
        sticky={TABLE_STICKY}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 1320 }}
        pagination={{ current: pageNum, pageSize: 20, total: list.data?.total ?? 0, onChange: setPageNum, showTotal: (t) => `共 ${t} 个品牌` }}
        columns={[
          {
            title: '品牌',
            width: 180,
            render: (_, b) => (
              <Space>
                {b.logoUrl ? <img src={b.logoUrl} alt="" width={36} height={36} style={{ objectFit: 'cover', borderRadius: 4 }} /> : null}
                <span style={{ fontWeight: 500 }}>{b.name}</span>
              </Space>
            ),
          },
          { title: '品牌类型', width: 110, render: (_, b) => BRAND_TYPE[b.brandType] },
          { title: '授权类型', width: 120, render: (_, b) => (b.authType ? AUTH_TYPE[b.authType] : '—') },
          { title: '商标注册号', dataIndex: 'trademarkNo', width: 130 },
          {
            title: '资质有效期',
            width: 240,
            render: (_, b) => (
              <Space size={4} wrap>
                <span>
                  {formatTime(b.validFrom, 'YYYY-MM-DD')} 至 {formatTime(b.validTo, 'YYYY-MM-DD')}
                </span>
                {b.expired ? <Tag color="red">已过期</Tag> : b.expiringSoon ? <Tag color="orange">30 天内到期</Tag> : null}
              </Space>
            ),
          },
          {
            title: '审核状态',
            width: 180,
            render: (_, b) => (
              <Space size={2} direction="vertical">
                <Tag color={BRAND_STATUS[b.status]?.color}>{BRAND_STATUS[b.status]?.text}</Tag>
                {b.status === -1 && b.reason ? (
                  <span className="xm-reason" title={b.reason}>
                    {b.reason}
                  </span>
                ) : null}
              </Space>
            ),
          },
          { title: '申请时间', width: 170, render: (_, b) => formatTime(b.createdAt) },
          {
            title: '操作',
            width: 120,
            fixed: 'right',
            render: (_, b) => (
              <Auth authKey="goods.brand.detail">
                <Link to="/goods/brandApply" search={{ brandId: b.brandId }}>
                  {b.status === -1 ? '修改并重新提交' : b.status === 1 && (b.expiringSoon || b.expired) ? '更新资质' : '查看'}
                </Link>
              </Auth>
            ),
          },
        ]}
      />
    </PageContainer>
  );
}

interface ApplyValues {
  name: string;
  logo?: string[];
  brandType: 1 | 2 | 3;
  authType?: 1 | 2;
  trademarkNo: string;
  trademarkUrls: string[];
  authUrls?: string[];
  valid: [Dayjs, Dayjs];
}

/** /goods/brandApply: a new application, or the resubmission of a rejected / expiring one (?brandId=). */
export function BrandApplyPage() {
  const { brandId } = getRouteApi('/_authed/_app/goods/brandApply').useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<ApplyValues>();
  const detail = useBrandDetail({ brandId: brandId ?? 0 }, { query: { enabled: !!brandId } });
  const apply = useBrandApply();
  const brandType = Form.useWatch('brandType', form);
  const d = detail.data;
  const editable = !d || d.status === -1 || (d.status === 1 && (d.expiringSoon || d.expired));
  const [ready, setReady] = useState(!brandId);

  useEffect(() => {
    if (d && !ready) {
      form.setFieldsValue({
        name: d.name,
        logo: d.logoUrl ? [d.logoUrl] : [],
        brandType: d.brandType,
        authType: d.authType ?? undefined,
        trademarkNo: d.trademarkNo,
        trademarkUrls: d.trademarkUrls,
        authUrls: d.authUrls,
        valid: [dayjs(d.validFrom ?? Date.now()), dayjs(d.validTo ?? Date.now())],
      });
      setReady(true);
    }
  }, [d, ready, form]);

  const submit = async (v: ApplyValues) => {
    const r = await apply
      .mutateAsync({
        data: {
          brandId: brandId ?? null,
          name: v.name.trim(),
          logoUrl: v.logo?.[0] ?? null,
          brandType: v.brandType,
          authType: v.brandType === 2 ? (v.authType ?? null) : null,
          trademarkNo: v.trademarkNo.trim(),
          trademarkUrls: v.trademarkUrls,
          authUrls: v.brandType === 2 ? (v.authUrls ?? []) : [],
          validFrom: v.valid[0].startOf('day').valueOf(),
          validTo: v.valid[1].endOf('day').valueOf(),
        },
      })
      .catch(() => null);
    if (!r) return;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [getBrandListQueryKey()[0]] }),
      queryClient.invalidateQueries({ queryKey: [getBrandDetailQueryKey()[0]] }),
    ]);
    void message.success('已提交，平台审核通常需要 1 至 3 个工作日');
    await navigate({ to: '/goods/brandList' });
  };

  return (
    <PageContainer title={brandId ? '品牌资料' : '申请品牌'} extra={d ? <Tag color={BRAND_STATUS[d.status]?.color}>{BRAND_STATUS[d.status]?.text}</Tag> : null}>
      {d?.status === -1 && d.reason ? <Alert style={{ margin: '16px 24px 0' }} type="error" showIcon message={`驳回原因：${d.reason}`} /> : null}
      {d?.status === 0 ? <Alert style={{ margin: '16px 24px 0' }} type="info" showIcon message="申请正在审核中，审核完成前不能修改" /> : null}
      {d && d.status === 1 && (d.expiringSoon || d.expired) ? (
        <Alert style={{ margin: '16px 24px 0' }} type="warning" showIcon message={`资质${d.expired ? '已过期' : '将在 30 天内到期'}，请上传新的资质与有效期后重新提交`} />
      ) : null}
      {!ready ? (
        <div className="xm-loading">加载中…</div>
      ) : (
        <Form<ApplyValues>
          form={form}
          disabled={!editable}
          layout="horizontal"
          labelCol={{ flex: '130px' }}
          style={{ maxWidth: 820, padding: 24 }}
          initialValues={{ brandType: 1, trademarkUrls: [], authUrls: [], logo: [] }}
          onFinish={submit}
        >
          <Form.Item name="name" label="品牌名称" rules={[{ required: true, whitespace: true, message: '请填写品牌名称' }, { max: 30, message: '至多 30 个字' }]}>
            <Input maxLength={30} style={{ maxWidth: 320 }} />
          </Form.Item>
          <Form.Item name="logo" label="品牌标志">
            <ImageUpload max={1} scene="brand" label="上传标志" />
          </Form.Item>
          <Form.Item name="brandType" label="品牌类型" rules={[{ required: true, message: '请选择品牌类型' }]}>
            <Radio.Group options={[1, 2, 3].map((k) => ({ value: k, label: BRAND_TYPE[k] }))} />
          </Form.Item>
          {brandType === 2 ? (
            <Form.Item name="authType" label="授权类型" rules={[{ required: true, message: '请选择授权类型' }]}>
              <Radio.Group options={[1, 2].map((k) => ({ value: k, label: AUTH_TYPE[k] }))} />
            </Form.Item>
          ) : null}
          <Form.Item name="trademarkNo" label="商标注册号" rules={[{ required: true, message: '请填写商标注册号' }, { pattern: /^[A-Za-z0-9]{4,20}$/, message: '4 至 20 位字母或数字' }]}>
            <Input maxLength={20} style={{ maxWidth: 320 }} placeholder="商标注册证上的注册号" />
          </Form.Item>
          <Form.Item name="trademarkUrls" label="商标注册证" rules={[{ type: 'array', min: 1, required: true, message: '请上传商标注册证' }]} extra="1 至 5 张，须清晰完整">
            <ImageUpload max={5} scene="brand" label="上传注册证" />
          </Form.Item>
          {brandType === 2 ? (
            <Form.Item name="authUrls" label="授权文件" rules={[{ type: 'array', min: 1, required: true, message: '请上传授权文件' }]} extra="品牌方出具的授权书或一级代理授权书，须盖章，至多 5 个文件（图片或 PDF）">
              <ImageUpload max={5} scene="brand" accept={DOC_ACCEPT} label="上传授权书" />
            </Form.Item>
          ) : null}
          <Form.Item
            name="valid"
            label="资质有效期"
            rules={[
              { required: true, message: '请选择资质有效期' },
              {
                validator: async (_r, v?: [Dayjs | null, Dayjs | null] | null) => {
                  if (!v) return;
                  if (!v[0] || !v[1]) throw new Error('请选择资质有效期的起止日期');
                  if (v[1].endOf('day').valueOf() <= Date.now()) throw new Error('资质已过期，请上传有效期内的资质');
                },
              },
            ]}
          >
            {/* allowEmpty lets Tab leave the empty start field (@rc-component/picker 1.12); the rule asks for both ends. */}
            <DatePicker.RangePicker allowEmpty={[true, true]} />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <Space>
              {editable ? (
                <Button type="primary" htmlType="submit" loading={apply.isPending}>
                  {brandId ? '重新提交' : '提交申请'}
                </Button>
              ) : null}
              <Link to="/goods/brandList">
                <Button disabled={false}>返回</Button>
              </Link>
            </Space>
          </Form.Item>
        </Form>
      )}
    </PageContainer>
  );
}
