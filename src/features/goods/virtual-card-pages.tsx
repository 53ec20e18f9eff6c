import { useState } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  getCardBatchListQueryKey,
  useCardBatchAdd,
  useCardBatchList,
  useCardCodeCheck,
  useCardCodeImport,
  useCardCodeList,
  useCardCodeParseFile,
  useCardGoodsOptions,
} from '@/api/gen/endpoints/goods/goods';
import type { CardBatch, CardCodeImportResult } from '@/api/gen/model';
import { PageContainer, TABLE_STICKY } from '@/components/page-container';
import { dayjs, formatTime, type Dayjs } from '@/lib/dayjs';
import { CARD_STATUS } from './shared';
import './goods.css';
import DatePicker from 'antd/es/date-picker';
import Descriptions from 'antd/es/descriptions';
import Table from 'antd/es/table';
import Upload from 'antd/es/upload';
import { ui } from './ui';

const { Alert, App, Button, Modal, Form, Input, Result, Select, Space, Segmented, Tag, Typography } = ui;

// ------------------------------------------------------------ batch list ----

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

// ------------------------------------------------------------- add batch ----

/** /goods/virtualCardAdd: a new batch for a virtual goods; then on to importing its codes. */
export function VirtualCardAddPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const goods = useCardGoodsOptions({});
  const add = useCardBatchAdd();
  const submit = async (v: { goodsId: number; name: string; validTo?: Dayjs | null; remark?: string }) => {
    const r = await add.mutateAsync({ data: { goodsId: v.goodsId, name: v.name.trim(), validTo: v.validTo ? v.validTo.endOf('day').valueOf() : null, remark: v.remark?.trim() ?? '' } }).catch(() => null);
    if (!r) return;
    await queryClient.invalidateQueries({ queryKey: [getCardBatchListQueryKey()[0]] });
    void message.success('批次已创建，请导入卡密');
    await navigate({ to: '/goods/virtualCardAddData', search: { batchId: r.batchId } });
  };
  return (
    <PageContainer title="新增卡券批次">
      <Form layout="horizontal" labelCol={{ flex: '110px' }} style={{ maxWidth: 640, padding: 24 }} onFinish={submit}>
        {goods.data && !goods.data.list.length ? (
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="还没有虚拟卡券商品：请先在发布商品时选择“虚拟卡券”类型。" />
        ) : null}
        <Form.Item name="goodsId" label="卡券商品" rules={[{ required: true, message: '请选择卡券商品' }]}>
          <Select placeholder="请选择" options={(goods.data?.list ?? []).map((g) => ({ value: g.goodsId, label: g.name }))} />
        </Form.Item>
        <Form.Item name="name" label="批次名称" rules={[{ required: true, whitespace: true, message: '请填写批次名称' }, { min: 2, max: 30, message: '批次名称 2 至 30 个字' }]}>
          <Input maxLength={30} showCount placeholder="如：十二月第一批" />
        </Form.Item>
        <Form.Item name="validTo" label="有效期至" extra="不填为长期有效">
          <DatePicker disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[{ max: 200, message: '至多 200 字' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              创建并导入卡密
            </Button>
            <Link to="/goods/virtualCard">
              <Button>取消</Button>
            </Link>
          </Space>
        </Form.Item>
      </Form>
    </PageContainer>
  );
}

// ------------------------------------------------------------ check code ----

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

// ---------------------------------------------------------- import codes ----

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
