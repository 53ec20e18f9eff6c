import { useState } from 'react';
import { useGoodsActList } from '@/api/gen/endpoints/goods/goods';
import type { ActivityGoodsPageListItem } from '@/api/gen/model';
import { PageContainer, TABLE_STICKY } from '@/components/page-container';
import { ACTIVITY_TYPES } from '@/lib/constants';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { ACTIVITY_STATE } from './shared';
import './goods.css';
import Table from 'antd/es/table';
import { ui } from './ui';

const { Input, Select, Space, Tag, Typography } = ui;

/** /goods/activity-list: goods signed up for platform activities (the marketing area's entries, one row per SKU). */
export function ActivityListPage() {
  const [activityType, setActivityType] = useState<21 | 2 | 4 | undefined>();
  const [state, setState] = useState<1 | 2 | 3 | 4 | 5 | undefined>();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const list = useGoodsActList({ activityType, state, keyword: keyword || undefined, pageNum, pageSize: 20 });
  return (
    <PageContainer title="活动商品">
      <Space wrap className="xm-page-pad">
        <Select
          aria-label="活动类型"
          allowClear
          placeholder="全部活动类型"
          style={{ width: 160 }}
          value={activityType}
          onChange={(v) => { setActivityType(v); setPageNum(1); }}
          options={Object.entries(ACTIVITY_TYPES).map(([k, v]) => ({ value: Number(k), label: v }))}
        />
        <Select
          aria-label="活动状态"
          allowClear
          placeholder="全部状态"
          style={{ width: 140 }}
          value={state}
          onChange={(v) => { setState(v); setPageNum(1); }}
          options={Object.entries(ACTIVITY_STATE).map(([k, v]) => ({ value: Number(k), label: v.text }))}
        />
        <Input.Search allowClear placeholder="商品或活动名称" style={{ width: 220 }} onSearch={(v) => { setKeyword(v.trim()); setPageNum(1); }} />
      </Space>
      <Table<ActivityGoodsPageListItem>
        rowKey="id"
        sticky={TABLE_STICKY}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 1040 }}
        pagination={{ current: pageNum, pageSize: 20, total: list.data?.total ?? 0, onChange: setPageNum, showTotal: (t) => `共 ${t} 条` }}
        columns={[
          {
            title: '商品',
            width: 230,
            render: (_, a) => (
              <div className="xm-goods-cell">
                {a.mainImage ? <img src={a.mainImage} alt="" loading="lazy" /> : null}
                <div>
                  <div className="xm-goods-name">{a.goodsName}</div>
                  <div className="xm-goods-sub">{a.specText ? `${a.specText} · ` : ''}ID {a.goodsId}</div>
                </div>
              </div>
            ),
          },
          { title: '活动', width: 170, render: (_, a) => <div><div>{a.activityName}</div><Typography.Text type="secondary">活动 ID {a.activityId}</Typography.Text></div> },
          { title: '活动类型', width: 100, render: (_, a) => <Tag color="blue">{ACTIVITY_TYPES[a.activityType]}</Tag> },
          { title: '活动价', width: 90, render: (_, a) => <Typography.Text type="danger">{formatMoney(a.activityPrice)}</Typography.Text> },
          { title: '原价', width: 90, render: (_, a) => <Typography.Text delete type="secondary">{formatMoney(a.originalPrice)}</Typography.Text> },
          { title: '已售 / 活动库存', width: 100, render: (_, a) => `${a.sold} / ${a.activityStock}` },
          { title: '状态', width: 100, render: (_, a) => <Tag color={ACTIVITY_STATE[a.state]?.color}>{ACTIVITY_STATE[a.state]?.text}</Tag> },
          { title: '活动时间', width: 160, render: (_, a) => <div>{formatTime(a.startAt, 'YYYY-MM-DD HH:mm')}<br />{formatTime(a.endAt, 'YYYY-MM-DD HH:mm')}</div> },
        ]}
      />
    </PageContainer>
  );
}
