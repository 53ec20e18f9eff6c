import { useState } from 'react';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { orderPrivacyReveal, useOrderPrivacyReveal } from '@/api/gen/endpoints/order/order';
import type { OrderPrivacy } from '@/api/gen/model';
import { useCan } from '@/components/auth';
import { PRIVACY_KEY } from './constants';

export function useCanReveal(): boolean {
  return useCan()(['order.list', PRIVACY_KEY]);
}

/** One audited reveal; null when it failed (the HTTP layer has shown why). */
export function revealPrivacy(orderId: number): Promise<OrderPrivacy | null> {
  return orderPrivacyReveal({ orderId }).catch(() => null);
}

/** Masked text with an eye button for roles holding order.privacy.view; each reveal is audited on the server. */
export function usePrivacy(orderId: number) {
  const can = useCan()(['order.list', PRIVACY_KEY]);
  const [data, setData] = useState<OrderPrivacy | null>(null);
  const reveal = useOrderPrivacyReveal();
  const button = can && !data ? (
    <Tooltip title="查看完整信息（将记入审计日志）">
      <Button
        size="small"
        type="link"
        aria-label="查看完整信息"
        icon={<EyeOutlined />}
        loading={reveal.isPending}
        onClick={async () => {
          const r = await reveal.mutateAsync({ data: { orderId } }).catch(() => null);
          if (r) setData(r);
        }}
      />
    </Tooltip>
  ) : null;
  return { revealed: data, button };
}
