import type { GoodsListItem } from '@/api/gen/model';
import type { DataColumn } from '@/components/data-table/data-table';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { formatMoney, formatTime } from '@/lib/dayjs';
import { GOODS_STATUS } from './shared';

/** The goods list's columns (the same definitions feed the plain table and antd's virtual table). */
export function goodsListColumns({ canEdit, onCopy, onOffShelf, onPreview }: { canEdit: boolean; onCopy: (g: GoodsListItem) => void; onOffShelf: (g: GoodsListItem) => void; onPreview: (g: GoodsListItem) => void }): DataColumn<GoodsListItem>[] {
  return [
    {
      key: 'goods',
      title: '商品',
      width: 270,
      pin: 'start',
      render: (g) => (
        <div className="xm-goods-cell">
          {g.mainImage ? <img src={g.mainImage} alt="" loading="lazy" /> : <img alt="" />}
          <div style={{ minWidth: 0 }}>
            <div className="xm-goods-name" title={g.name}>
              {g.name}
            </div>
            <div className="xm-goods-sub">
              ID {g.goodsId}
              {g.code ? ` · 编码 ${g.code}` : ''}
              {g.goodsType === 2 ? ' · 卡券' : ''}
            </div>
          </div>
        </div>
      ),
    },
    { key: 'category', title: '类目', width: 100, render: (g) => g.categoryName },
    {
      key: 'price',
      title: '价格',
      width: 140,
      render: (g) => (g.priceMin === g.priceMax ? formatMoney(g.priceMin) : `${formatMoney(g.priceMin)} ~ ${formatMoney(g.priceMax)}`),
    },
    { key: 'stock', title: '库存', width: 80, render: (g) => (g.stockTotal === 0 ? <span className="xm-danger">0</span> : g.stockTotal) },
    { key: 'sales', title: '销量', width: 80, render: (g) => g.sales },
    {
      key: 'status',
      title: '状态',
      width: 130,
      render: (g) => (
        <div className="xm-status-cell">
          <StatusTag color={GOODS_STATUS[g.status]?.color}>{GOODS_STATUS[g.status]?.text}</StatusTag>
          {g.soldOut ? <StatusTag color="orange">售罄</StatusTag> : null}
          {g.status === 4 && g.reviewReason ? (
            <span className="xm-reason" title={g.reviewReason}>
              {g.reviewReason}
            </span>
          ) : null}
        </div>
      ),
    },
    { key: 'createdAt', title: '创建时间', width: 140, render: (g) => formatTime(g.createdAt, 'YYYY-MM-DD HH:mm') },
    { key: 'updatedAt', title: '更新时间', width: 140, render: (g) => formatTime(g.updatedAt, 'YYYY-MM-DD HH:mm') },
    {
      key: 'actions',
      title: '操作',
      width: 180,
      pin: 'end',
      render: (g) => (
        <div className="xm-row-actions">
          {canEdit ? (
            <>
              <RouterAnchor to="/goods/edit" search={{ goodsId: g.goodsId }}>
                编辑
              </RouterAnchor>
              <button type="button" className="xm-link-btn" onClick={() => onCopy(g)}>
                复制
              </button>
            </>
          ) : null}
          {canEdit && g.status === 1 ? (
            <button type="button" className="xm-link-btn" onClick={() => onOffShelf(g)}>
              下架
            </button>
          ) : null}
          <button type="button" className="xm-link-btn" onClick={() => onPreview(g)}>
            预览
          </button>
        </div>
      ),
    },
  ];
}
