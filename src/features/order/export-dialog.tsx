import { lazy, Suspense, useState } from 'react';
import Button from 'antd/es/button';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { orderExportDownload, useOrderExportCreate, useOrderExportStatus } from '@/api/gen/endpoints/order/order';
import type { OrderFilter } from '@/api/gen/model';
import { feedback } from '@/lib/feedback';
import { downloadBase64 } from '@/lib/files';

// The dialog's antd pieces load with the first export, not with the order list.
const Modal = lazy(() => import('antd/es/modal'));
const Progress = lazy(() => import('antd/es/progress'));
const Result = lazy(() => import('antd/es/result'));

/** Export the current filter: a server job with a progress bar, then a download. */
export function ExportButton({ filter, disabled }: { filter: OrderFilter; disabled?: boolean }) {
  const [jobId, setJobId] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);
  const create = useOrderExportCreate();
  const status = useOrderExportStatus(
    { jobId: jobId ?? 0 },
    { query: { enabled: jobId !== null, refetchInterval: (q) => (q.state.data && q.state.data.status >= 2 ? false : 500) } },
  );
  const job = status.data;
  const start = async () => {
    const j = await create.mutateAsync({ data: { filter } }).catch(() => null);
    if (j) setJobId(j.jobId);
  };
  const download = async () => {
    if (!jobId) return;
    setDownloading(true);
    try {
      const f = await orderExportDownload({ jobId });
      if (f) {
        downloadBase64(f.contentBase64, f.fileName, f.mime);
        feedback.success('文件已开始下载');
      }
    } catch {
      // the toast of the HTTP layer says why
    } finally {
      setDownloading(false);
    }
  };
  const percent = job ? (job.total ? Math.floor((job.done / job.total) * 100) : job.status === 2 ? 100 : 0) : 0;
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={start} loading={create.isPending} disabled={disabled}>
        导出
      </Button>
      {jobId !== null || create.isPending ? (
        <Suspense fallback={null}>
          <Modal open={jobId !== null} title="导出订单" onCancel={() => setJobId(null)} footer={null} destroyOnHidden>
            {!job || job.status < 2 ? (
              <div style={{ padding: '16px 0' }}>
                <p>正在生成 Excel 文件，请稍候……</p>
                <Progress percent={percent} status="active" aria-label="导出进度" />
                <p style={{ color: 'var(--ant-color-text-tertiary)' }}>
                  已处理 {job?.done ?? 0} / {job?.total ?? '-'} 条
                </p>
              </div>
            ) : job.status === 2 ? (
              <Result
                status="success"
                title="导出完成"
                subTitle={`共 ${job.total} 条订单：${job.fileName}`}
                extra={
                  <Button type="primary" icon={<DownloadOutlined />} loading={downloading} onClick={download}>
                    下载文件
                  </Button>
                }
              />
            ) : (
              <Result status="error" title="导出失败" subTitle={job.error ?? '请重新导出'} />
            )}
          </Modal>
        </Suspense>
      ) : null}
    </>
  );
}
