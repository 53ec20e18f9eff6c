import { useState } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { getCardBatchListQueryKey, useCardBatchList, useCardCodeImport, useCardCodeParseFile } from '@/api/gen/endpoints/goods/goods';
import type { CardCodeImportResult } from '@/api/gen/model';
import { PageContainer } from '@/components/page-container';
import Table from 'antd/es/table';
import Upload from 'antd/es/upload';
import { ui } from './ui';
import './goods.css';

const { Alert, App, Button, Input, Select, Space, Segmented, Tag, Typography } = ui;

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).split(',')[1] ?? '');
    r.onerror = () => reject(new Error('文件读取失败'));
    r.readAsDataURL(file);
  });

const MAX_FILE_BYTES = 700 * 1024;

/** /goods/virtualCardAddData: codes by paste or by file, with a per-line report. */
export function VirtualCardAddDataPage() {
  const { batchId } = getRouteApi('/_authed/_app/goods/virtualCardAddData').useSearch();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const batches = useCardBatchList({ pageNum: 1, pageSize: 100 });
  const [chosen, setChosen] = useState<number | undefined>(batchId);
  const [text, setText] = useState('');
  const [fileLines, setFileLines] = useState<{ name: string; lines: { line: number; code: string }[] } | null>(null);
  const [tab, setTab] = useState<'paste' | 'file'>('paste');
  const [report, setReport] = useState<CardCodeImportResult | null>(null);
  const [onlyFailed, setOnlyFailed] = useState(false);
  const parse = useCardCodeParseFile();
  const imp = useCardCodeImport();
  const batch = batches.data?.list.find((b) => b.batchId === chosen);

  const pasteLines = text
    .split(/\r\n|\n|\r/)
    .map((code, i) => ({ line: i + 1, code }))
    .filter((l) => l.code.trim() !== '');
  const lines = tab === 'paste' ? pasteLines : (fileLines?.lines ?? []);

  const onFile = async (file: File) => {
    if (file.size > MAX_FILE_BYTES) {
      void message.error('文件过大：请拆分为 700 KB 以内的文件');
      return;
    }
    const contentBase64 = await readBase64(file);
    const r = await parse.mutateAsync({ data: { fileName: file.name, contentBase64 } }).catch(() => null);
    if (r) {
      setFileLines({ name: file.name, lines: r.lines });
      setReport(null);
    }
  };

  const submit = async () => {
    if (!chosen || !lines.length) return;
    if (lines.length > 5000) {
      void message.error('一次至多导入 5000 行，请分批导入');
      return;
    }
    const r = await imp.mutateAsync({ data: { batchId: chosen, lines } }).catch(() => null);
    if (!r) return;
    setReport(r);
    setOnlyFailed(r.rejected > 0);
    await queryClient.invalidateQueries({ queryKey: [getCardBatchListQueryKey()[0]] });
    if (r.added && !r.rejected) void message.success(`已导入 ${r.added} 个卡密`);
  };

  return (
    <PageContainer title="导入卡密">
      <div className="xm-page-pad">
        <Space wrap style={{ marginBottom: 16 }}>
          <span>导入到批次</span>
          <Select
            aria-label="导入到批次"
            style={{ width: 360 }}
            placeholder="请选择批次"
            value={chosen}
            onChange={(v) => {
              setChosen(v);
              setReport(null);
            }}
            options={(batches.data?.list ?? []).map((b) => ({ value: b.batchId, label: `${b.name} · ${b.goodsName}` }))}
          />
          {batch ? <Typography.Text type="secondary">已有 {batch.total} 个卡密，未发放 {batch.unused} 个</Typography.Text> : null}
        </Space>
        <div />
        <Segmented
          aria-label="导入方式"
          value={tab}
          onChange={(k) => {
            setTab(k as 'paste' | 'file');
            setReport(null);
          }}
          options={[
            { value: 'paste', label: '粘贴卡密' },
            { value: 'file', label: '文件导入' },
          ]}
          style={{ marginBottom: 12 }}
        />
        {tab === 'paste' ? (
                <Input.TextArea
                  aria-label="卡密，每行一个"
                  rows={10}
                  value={text}
                  onChange={(e) => {
                    setText(e.target.value);
                    setReport(null);
                  }}
                  placeholder={'每行一个卡密，6 至 64 位字母、数字或 -\n例如：\nXM8K2P9Q4R\nXM8K2P9Q5S'}
                  style={{ fontFamily: 'monospace' }}
                />
        ) : (
                <div>
                  <Upload
                    accept=".xlsx,.csv,.txt"
                    maxCount={1}
                    showUploadList={false}
                    beforeUpload={(f) => {
                      void onFile(f);
                      return false;
                    }}
                  >
                    <Button loading={parse.isPending}>
                      选择文件（.xlsx / .csv / .txt）
                    </Button>
                  </Upload>
                  <div className="xm-field-hint">Excel 读取第一个工作表的第一列，CSV 读取每行第一列；首行为“卡密”等表头时自动跳过。</div>
                  {fileLines ? (
                    <Alert style={{ marginTop: 12 }} type="info" showIcon message={`${fileLines.name}：读取到 ${fileLines.lines.length} 行卡密`} />
                  ) : null}
                </div>
        )}
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" disabled={!chosen || !lines.length} loading={imp.isPending} onClick={() => void submit()}>
            导入 {lines.length ? `${lines.length} 行` : ''}
          </Button>
          <Link to="/goods/virtualCard">
            <Button>返回批次列表</Button>
          </Link>
        </Space>
        {report ? (
          <div style={{ marginTop: 24 }}>
            <Alert
              type={report.rejected ? 'warning' : 'success'}
              showIcon
              message={`导入完成：成功 ${report.added} 行，拒绝 ${report.rejected} 行`}
              description={report.rejected ? '被拒绝的行没有写入，原因见下表；修改后可只导入这些行。' : undefined}
            />
            <Space style={{ margin: '12px 0' }}>
              <Button size="small" type={onlyFailed ? 'primary' : 'default'} onClick={() => setOnlyFailed((v) => !v)}>
                只看被拒绝的行
              </Button>
            </Space>
            <Table
              size="small"
              rowKey="line"
              aria-label="逐行导入结果"
              dataSource={onlyFailed ? report.lines.filter((l) => !l.ok) : report.lines}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              columns={[
                { title: '行号', dataIndex: 'line', width: 80 },
                { title: '卡密', dataIndex: 'codeMasked', render: (v: string) => (v ? <Typography.Text code>{v}</Typography.Text> : '（空）') },
                { title: '结果', width: 90, render: (_, l) => (l.ok ? <Tag color="green">已导入</Tag> : <Tag color="red">已拒绝</Tag>) },
                { title: '原因', render: (_, l) => l.reason ?? '—' },
              ]}
            />
          </div>
        ) : null}
      </div>
    </PageContainer>
  );
}
