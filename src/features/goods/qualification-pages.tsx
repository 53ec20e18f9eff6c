import { useState } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCategoryAptitudeDetail, useCategoryAptitudeList, useGoodsCategoryTree } from '@/api/gen/endpoints/goods/goods';
import type { Aptitude, CategoryAptitude } from '@/api/gen/model';
import { PageContainer, TABLE_STICKY } from '@/components/page-container';
import { dayjs, formatTime } from '@/lib/dayjs';
import { serverNow } from '@/lib/server-clock';
import { APTITUDE_STATUS, categoryTree } from './shared';
import './goods.css';
import Cascader from 'antd/es/cascader';
import Descriptions from 'antd/es/descriptions';
import Table from 'antd/es/table';
import { ui } from './ui';

const { Alert, Checkbox, Input, Space, Tag, Typography } = ui;

function ExpireText({ a }: { a: Aptitude }) {
  if (a.expireAt === null) return <span>{a.held ? '长期有效' : '—'}</span>;
  const days = dayjs(a.expireAt).diff(dayjs(serverNow()), 'day'); // expiry is on the platform clock
  return (
    <Space size={4}>
      <span>{formatTime(a.expireAt, 'YYYY-MM-DD')}</span>
      {a.status === 4 ? <Tag color="red">已过期</Tag> : days <= 30 ? <Tag color="orange">{days} 天后到期</Tag> : null}
    </Space>
  );
}

/** /goods/category-qualifications: what each category needs, what the shop holds, and expiry. */
export function CategoryQualificationsPage() {
  const cats = useGoodsCategoryTree();
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [pageNum, setPageNum] = useState(1);
  const list = useCategoryAptitudeList({ categoryId, keyword: keyword || undefined, onlyMissing: onlyMissing || undefined, pageNum, pageSize: 20 });
  return (
    <PageContainer title="类目资质">
      <Space wrap className="xm-page-pad">
        <Cascader
          aria-label="类目"
          options={categoryTree(cats.data?.list ?? [])}
          changeOnSelect
          placeholder="全部类目"
          style={{ width: 240 }}
          onChange={(v) => {
            setCategoryId(v?.at(-1) as number | undefined);
            setPageNum(1);
          }}
        />
        <Input.Search allowClear placeholder="类目或资质名称" style={{ width: 220 }} onSearch={(v) => { setKeyword(v.trim()); setPageNum(1); }} />
        <Checkbox checked={onlyMissing} onChange={(e) => { setOnlyMissing(e.target.checked); setPageNum(1); }}>
          只看缺少资质的类目
        </Checkbox>
      </Space>
      <Table<CategoryAptitude>
        rowKey="categoryId"
        sticky={TABLE_STICKY}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={{ current: pageNum, pageSize: 20, total: list.data?.total ?? 0, onChange: setPageNum, showTotal: (t) => `共 ${t} 个类目` }}
        columns={[
          { title: '类目', render: (_, c) => c.categoryPath.join(' / ') },
          {
            title: '所需资质',
            render: (_, c) =>
              c.aptitudes.length ? (
                <Space direction="vertical" size={2}>
                  {c.aptitudes.map((a) => (
                    <span key={a.aptitudeId}>
                      {a.name}
                      {a.required ? null : <Typography.Text type="secondary">（建议）</Typography.Text>}
                    </span>
                  ))}
                </Space>
              ) : (
                <Typography.Text type="secondary">无需特殊资质</Typography.Text>
              ),
          },
          {
            title: '本店持有',
            render: (_, c) => (
              <Space direction="vertical" size={2}>
                {c.aptitudes.map((a) => (
                  <Tag key={a.aptitudeId} color={APTITUDE_STATUS[a.status]?.color}>
                    {APTITUDE_STATUS[a.status]?.text}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            title: '到期时间',
            render: (_, c) => (
              <Space direction="vertical" size={2}>
                {c.aptitudes.map((a) => (
                  <ExpireText key={a.aptitudeId} a={a} />
                ))}
              </Space>
            ),
          },
          {
            title: '能否发布',
            width: 100,
            render: (_, c) => (c.aptitudes.some((a) => a.required && !a.held) ? <Tag color="red">缺少资质</Tag> : <Tag color="green">可发布</Tag>),
          },
          {
            title: '操作',
            width: 90,
            render: (_, c) => (
              <Link to="/goods/category-qualifications/detail" search={{ categoryId: c.categoryId }}>
                详情
              </Link>
            ),
          },
        ]}
      />
    </PageContainer>
  );
}

/** /goods/category-qualifications/detail?categoryId=: one category's requirements in full. */
export function CategoryQualificationDetailPage() {
  const { categoryId } = getRouteApi('/_authed/_app/goods/category-qualifications/detail').useSearch();
  const d = useCategoryAptitudeDetail({ categoryId: categoryId ?? 0 }, { query: { enabled: !!categoryId } });
  if (!categoryId || d.isError) {
    return (
      <PageContainer title="类目资质详情">
        <Alert style={{ margin: 24 }} type="error" showIcon message="类目不存在" action={<Link to="/goods/category-qualifications">返回类目资质</Link>} />
      </PageContainer>
    );
  }
  const data = d.data;
  return (
    <PageContainer title="类目资质详情" extra={<Link to="/goods/category-qualifications">返回列表</Link>}>
      {!data ? (
        <div className="xm-loading">加载中…</div>
      ) : (
        <div className="xm-page-pad">
          <Descriptions bordered column={2} size="middle">
            <Descriptions.Item label="类目">{data.categoryPath.join(' / ')}</Descriptions.Item>
            <Descriptions.Item label="本店该类目商品">{data.goodsCount} 件</Descriptions.Item>
            <Descriptions.Item label="能否发布" span={2}>
              {data.canPublish ? <Tag color="green">必需资质齐全，可以发布</Tag> : <Tag color="red">缺少：{data.missing.join('、')}</Tag>}
            </Descriptions.Item>
          </Descriptions>
          <Table<Aptitude>
            style={{ marginTop: 16 }}
            rowKey="aptitudeId"
            pagination={false}
            dataSource={data.aptitudes}
            locale={{ emptyText: '该类目无需特殊资质' }}
            columns={[
              { title: '资质', render: (_, a) => <div><div style={{ fontWeight: 500 }}>{a.name}</div><Typography.Text type="secondary">{a.description}</Typography.Text></div> },
              { title: '要求', width: 90, render: (_, a) => (a.required ? <Tag color="red">必需</Tag> : <Tag>建议</Tag>) },
              { title: '本店状态', width: 110, render: (_, a) => <Tag color={APTITUDE_STATUS[a.status]?.color}>{APTITUDE_STATUS[a.status]?.text}</Tag> },
              { title: '到期时间', width: 200, render: (_, a) => <ExpireText a={a} /> },
            ]}
          />
          {!data.canPublish ? (
            <Alert
              style={{ marginTop: 16 }}
              type="warning"
              showIcon
              message="缺少必需资质的类目不能发布商品"
              description="资质在“企业设置 > 企业认证”中补充上传，平台审核通过后即可在该类目发布商品。"
            />
          ) : null}
        </div>
      )}
    </PageContainer>
  );
}
