import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { getContentAnnounceMustReadQueryKey, useContentAnnounceAck } from '@/api/gen/endpoints/content/content';
import type { ContentAnnounceDetail } from '@/api/gen/model';
import { formatTime } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import './content.css';

export function MustReadDialog({ a, onLater }: { a: ContentAnnounceDetail; onLater: () => void }) {
  const ack = useContentAnnounceAck();
  const qc = useQueryClient();
  const confirm = async () => {
    const r = await ack.mutateAsync({ data: { id: a.id } }).catch(() => null);
    if (!r) return;
    feedback.success('已确认阅读');
    await qc.invalidateQueries({ queryKey: getContentAnnounceMustReadQueryKey() });
    void qc.invalidateQueries({ queryKey: ['/xm-merchant/content/announce/list'] });
  };
  return (
    <Modal
      open
      title={`必读公告：${a.title}`}
      closable={false}
      maskClosable={false}
      width={600}
      footer={[
        <Button key="later" onClick={onLater}>
          稍后阅读
        </Button>,
        <Button key="ack" type="primary" loading={ack.isPending} onClick={() => void confirm()}>
          我已阅读并知晓
        </Button>,
      ]}
    >
      <div data-testid="must-read-dialog">
        <p className="xm-content-muted">发布于 {formatTime(a.publishedAt, 'YYYY-MM-DD HH:mm')}</p>
        <p className="xm-content-article" style={{ maxHeight: '50vh', overflow: 'auto' }}>
          {a.body}
        </p>
      </div>
    </Modal>
  );
}
