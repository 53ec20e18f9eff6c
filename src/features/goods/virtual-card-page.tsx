import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useCardBatchList, useCardCodeList, useCardGoodsOptions } from '@/api/gen/endpoints/goods/goods';
import type { CardBatch } from '@/api/gen/model';
import { PageContainer, TABLE_STICKY } from '@/components/page-container';
import { formatTime } from '@/lib/dayjs';
import { CARD_STATUS } from './shared';
import Table from 'antd/es/table';
import { ui } from './ui';
import './goods.css';

const { Button, Modal, Input, Select, Space, Tag, Typography } = ui;

/** /goods/virtualCard: card batches per goods with their code counts. */
export function VirtualCardPage() {
  const [goodsId, setGoodsId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [codesOf, setCodesOf] = useState<CardBatch | null>(null);
  const goods = useCardGoodsOptions({});
  const list = useCardBatchList({ goodsId, keyword: keyword || undefined, pageNum, pageSize: 20 });
  return (
    <PageContainer
      title="虚拟卡券"
      extra={
        <Space>
          <Link to="/goods/virtualCardCheck">
            <Button>卡券核验</Button>
          </Link>
          <Link to="/goods/virtualCardAdd">
            <Button type="primary">新增批次</Button>
          </Link>
        </Space>
      }
    >
      <Space wrap className="xm-page-pad">
        <Select
          aria-label="卡券商品"
          allowClear
          placeholder="全部卡券商品"
          style={{ width: 260 }}
          value={goodsId}
          onChange={(v) => {
            setGoodsId(v);
            setPageNum(1);
          }}
          options={(goods.data?.list ?? []).map((g) => ({ value: g.goodsId, label: g.name }))}
        />
        <Input.Search
          allowClear
          placeholder="批次名称 / 商品名称"
          style={{ width: 240 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageNum(1);
          }}
        />
      </Space>
      <Table<CardBatch>
        rowKey="batchId"
        sticky={TABLE_STICKY}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={{ current: pageNum, pageSize: 20, total: list.data?.total ?? 0, onChange: setPageNum, showTotal: (t) => `共 ${t} 个批次` }}
        scroll={{ x: 1000 }}
        columns={[
          { title: '批次', render: (_, b) => <div><div style={{ fontWeight: 500 }}>{b.name}</div><Typography.Text type="secondary">{b.remark || '—'}</Typography.Text></div> },
          { title: '卡券商品', dataIndex: 'goodsName' },
          { title: '有效期至', width: 120, render: (_, b) => (b.validTo ? formatTime(b.validTo, 'YYYY-MM-DD') : '长期有效') },
          { title: '卡密总数', dataIndex: 'total', width: 90 },
          { title: '未发放', dataIndex: 'unused', width: 80 },
          { title: '已发放', dataIndex: 'delivered', width: 80 },
          { title: '已核销', dataIndex: 'redeemed', width: 80 },
          { title: '创建时间', width: 170, render: (_, b) => formatTime(b.createdAt) },
          {
            title: '操作',
            width: 160,
            fixed: 'right',
            render: (_, b) => (
              <Space>
                <Link to="/goods/virtualCardAddData" search={{ batchId: b.batchId }}>
                  导入卡密
                </Link>
                <Typography.Link onClick={() => setCodesOf(b)}>查看卡密</Typography.Link>
              </Space>
            ),
          },
        ]}
      />
      <CodesDrawer batch={codesOf} onClose={() => setCodesOf(null)} />
    </PageContainer>
  );
}

function CodesDrawer({ batch, onClose }: { batch: CardBatch | null; onClose: () => void }) {
  const [pageNum, setPageNum] = useState(1);
  const [status, setStatus] = useState<0 | 1 | 2 | undefined>();
  const codes = useCardCodeList({ batchId: batch?.batchId ?? 0, status, pageNum, pageSize: 20 }, { query: { enabled: !!batch } });
  return (
    <Modal open={!!batch} onCancel={onClose} footer={null} width={760} title={batch ? `卡密 · ${batch.name}` : ''} destroyOnHidden>
      <Space style={{ marginBottom: 12 }}>
        <Select
          aria-label="卡密状态"
          allowClear
          placeholder="全部状态"
          style={{ width: 140 }}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPageNum(1);
          }}
          options={Object.entries(CARD_STATUS).map(([k, v]) => ({ value: Number(k), label: v.text }))}
        />
        <Typography.Text type="secondary">卡密只显示首尾各两位；完整卡密请用卡券核验查询</Typography.Text>
      </Space>
      <Table
        size="small"
        rowKey="codeId"
        loading={codes.isFetching}
        dataSource={codes.data?.list ?? []}
        pagination={{ current: pageNum, pageSize: 20, total: codes.data?.total ?? 0, onChange: setPageNum }}
        columns={[
          { title: '卡密', dataIndex: 'codeMasked', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
          { title: '状态', width: 90, render: (_, c) => <Tag color={CARD_STATUS[c.status]?.color}>{CARD_STATUS[c.status]?.text}</Tag> },
          { title: '订单号', render: (_, c) => c.orderNo ?? '—' },
          { title: '发放时间', render: (_, c) => formatTime(c.deliveredAt) },
          { title: '核销时间', render: (_, c) => formatTime(c.redeemedAt) },
        ]}
      />
    </Modal>
  );
}
