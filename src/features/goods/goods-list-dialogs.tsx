import { useGoodsDetail } from '@/api/gen/endpoints/goods/goods';
import type { GoodsBatchBodyAction, GoodsBatchResult } from '@/api/gen/model';
import { formatMoney } from '@/lib/dayjs';
import Table from 'antd/es/table';
import { ui } from './ui';
import './goods.css';

const { Modal, Tag, Typography } = ui;
export const ACTION_TEXT: Record<GoodsBatchBodyAction, string> = { onShelf: '上架', offShelf: '下架', delete: '删除' };

export function BatchResultModal({ result, onClose }: { result: { action: GoodsBatchBodyAction; data: GoodsBatchResult; names: Map<number, string> } | null; onClose: () => void }) {
  return (
    <Modal open={!!result} title={result ? `批量${ACTION_TEXT[result.action]}结果` : ''} onCancel={onClose} onOk={onClose} okText="知道了" cancelButtonProps={{ style: { display: 'none' } }} width={640}>
      {result ? (
        <>
          <p>
            成功 <Typography.Text type="success">{result.data.succeeded}</Typography.Text> 件，失败 <Typography.Text type="danger">{result.data.failed}</Typography.Text> 件
          </p>
          <Table
            size="small"
            rowKey="goodsId"
            pagination={false}
            scroll={{ y: 320 }}
            dataSource={result.data.results}
            columns={[
              { title: '商品', render: (_, r) => result.names.get(r.goodsId) ?? `ID ${r.goodsId}` },
              { title: '结果', width: 80, render: (_, r) => (r.ok ? <Tag color="green">成功</Tag> : <Tag color="red">失败</Tag>) },
              { title: '说明', dataIndex: 'msg' },
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}

/** What buyers will see, roughly: the goods page on a phone. */
export function PreviewDrawer({ goodsId, onClose }: { goodsId: number | null; onClose: () => void }) {
  const detail = useGoodsDetail({ goodsId: goodsId ?? 0 }, { query: { enabled: goodsId !== null } });
  const d = detail.data;
  const price = d ? Math.min(...d.skus.map((s) => s.price)) : 0;
  return (
    <Modal open={goodsId !== null} onCancel={onClose} footer={null} title="商品预览" width={440} destroyOnHidden>
      {d ? (
        <div className="xm-preview">
          <img src={d.images[0]} alt="" style={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', display: 'block' }} />
          <div className="xm-preview-body">
            <div className="xm-preview-price">{formatMoney(price)}</div>
            <h3 style={{ margin: '8px 0 4px' }}>{d.name}</h3>
            {d.sellingPoints ? <Typography.Text type="secondary">{d.sellingPoints}</Typography.Text> : null}
            {d.specs.length ? (
              <div style={{ marginTop: 12 }}>
                {d.specs.map((sp) => (
                  <div key={sp.name} style={{ marginBottom: 8 }}>
                    <span style={{ marginRight: 8 }}>{sp.name}</span>
                    {sp.values.map((v) => (
                      <Tag key={v.value}>{v.value}</Tag>
                    ))}
                  </div>
                ))}
              </div>
            ) : null}
            {/* The detail HTML is sanitized by the server on save (allow-listed tags, safe URLs only: images keep only src). */}
            <div className="xm-preview-detail" style={{ marginTop: 12 }} dangerouslySetInnerHTML={{ __html: withImageAlt(d.detailHtml, `${d.name}详情图`) }} />
          </div>
        </div>
      ) : (
        <Typography.Text type="secondary">加载中…</Typography.Text>
      )}
    </Modal>
  );
}

/** The server keeps only `src` on detail images: each gets a text alternative (axe image-alt, WCAG 1.1.1). */
function withImageAlt(html: string, alt: string): string {
  const safe = alt.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return html.replace(/<img (?![^>]*\balt=)/g, `<img alt="${safe}" `);
}
