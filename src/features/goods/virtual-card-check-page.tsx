import { useState } from 'react';
import { useCardCodeCheck } from '@/api/gen/endpoints/goods/goods';
import { PageContainer } from '@/components/page-container';
import { formatTime } from '@/lib/dayjs';
import { CARD_STATUS } from './shared';
import Descriptions from 'antd/es/descriptions';
import { ui } from './ui';
import './goods.css';

const { Input, Result, Space, Tag } = ui;

/** /goods/virtualCardCheck: look a full code up; delivered / redeemed / unknown. */
export function VirtualCardCheckPage() {
  const [code, setCode] = useState('');
  const check = useCardCodeCheck({ code }, { query: { enabled: code !== '' } });
  const d = check.data;
  return (
    <PageContainer title="卡券核验">
      <div className="xm-page-pad" style={{ maxWidth: 720 }}>
        <Input.Search
          size="large"
          enterButton="核验"
          placeholder="输入完整卡密"
          maxLength={64}
          aria-label="卡密"
          loading={check.isFetching}
          onSearch={(v) => setCode(v.trim())}
        />
        {d && !check.isFetching ? (
          d.found ? (
            <Descriptions style={{ marginTop: 24 }} bordered column={1} title={<Space>核验结果 <Tag color={CARD_STATUS[d.status ?? 0]?.color}>{CARD_STATUS[d.status ?? 0]?.text}</Tag></Space>}>
              <Descriptions.Item label="卡密">{d.codeMasked}</Descriptions.Item>
              <Descriptions.Item label="卡券商品">{d.goodsName}</Descriptions.Item>
              <Descriptions.Item label="批次">{d.batchName}</Descriptions.Item>
              <Descriptions.Item label="有效期至">{d.validTo ? formatTime(d.validTo, 'YYYY-MM-DD') : '长期有效'}</Descriptions.Item>
              <Descriptions.Item label="发放订单">{d.orderNo ?? '未发放'}</Descriptions.Item>
              <Descriptions.Item label="发放时间">{formatTime(d.deliveredAt)}</Descriptions.Item>
              <Descriptions.Item label="核销时间">{d.status === 2 ? formatTime(d.redeemedAt) : '未核销'}</Descriptions.Item>
            </Descriptions>
          ) : (
            <Result status="warning" title="未找到该卡密" subTitle={`本店没有卡密 ${d.codeMasked}，请核对后重试`} />
          )
        ) : null}
      </div>
    </PageContainer>
  );
}
