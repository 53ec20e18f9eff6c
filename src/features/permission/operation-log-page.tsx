import { useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { operationLogList, useOperationLogOptions } from '@/api/gen/endpoints/permission/permission';
import type { OperationLogItem, OperationLogQuery } from '@/api/gen/model';
import { PageContainer } from '@/components/page-container';
import { KeysetTable } from '@/components/keyset-table';
import type { DataColumn } from '@/components/data-table/data-table';
import { StatusTag } from '@/components/status-tag';
import { dayjs, formatTime, type Dayjs } from '@/lib/dayjs';
import { useFormValues } from '@/lib/use-form-values';
import { useKeysetList } from '@/lib/use-keyset-list';
import { PAGE_SIZE } from './constants';
import type { LogSearch } from './search';
import './permission.css';

const routeApi = getRouteApi('/_authed/_app/permission/operation-log');
export const LOG_KEY = '/xm-merchant/permission/log/list';

interface FormValues {
  userId?: number;
  area?: string;
  action?: string;
  denied?: boolean;
  range?: [Dayjs, Dayjs] | null;
}

type Parsed = { before?: unknown; after?: unknown; rest: Record<string, unknown> | null; raw: string };
function parseDetail(detail: string | null): Parsed | null {
  if (!detail) return null;
  try {
    const v = JSON.parse(detail) as unknown;
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const { before, after, ...rest } = v as Record<string, unknown>;
      return { before, after, rest: Object.keys(rest).length ? rest : null, raw: detail };
    }
    return { rest: { 值: v }, raw: detail };
  } catch {
    return { rest: { 内容: detail }, raw: detail };
  }
}
const pretty = (v: unknown) => (v === undefined ? '' : v === null ? '（无）' : JSON.stringify(v, null, 2));

/** A one-line summary of what the row changed or was sent. */
function summary(p: Parsed | null): string {
  if (!p) return '-';
  const r = p.rest ?? {};
  const parts: string[] = [];
  for (const [k, v] of Object.entries(r).slice(0, 3)) parts.push(`${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  if (p.before !== undefined || p.after !== undefined) parts.push('含修改前后');
  const s = parts.join('；');
  return s.length > 80 ? `${s.slice(0, 80)}…` : s || '-';
}

/**
 * /permission/operation-log: every write of the company (each area's own audit rows, a generic row for the rest,
 * refused escalation attempts), newest first, filtered by member, area, action and time in the URL, keyset pages.
 */
export function OperationLogPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const [form] = Form.useForm<FormValues>();
  const options = useOperationLogOptions();
  const [open, setOpen] = useState<OperationLogItem | null>(null);
  const query = useMemo<Omit<OperationLogQuery, 'pageSize' | 'cursor'>>(
    () => ({
      ...(search.userId ? { userId: search.userId } : {}),
      ...(search.area ? { area: search.area } : {}),
      ...(search.action ? { action: search.action } : {}),
      ...(search.denied ? { deniedOnly: true } : {}),
      ...(search.from ? { startTime: search.from } : {}),
      ...(search.to ? { endTime: search.to } : {}),
    }),
    [search],
  );
  const list = useKeysetList<OperationLogItem>([LOG_KEY, query], (cursor, signal) => operationLogList({ ...query, cursor, pageSize: PAGE_SIZE }, undefined, signal));
  const initial = useFormValues(form, {
    userId: search.userId,
    area: search.area,
    action: search.action,
    denied: !!search.denied,
    range: search.from && search.to ? ([dayjs(search.from), dayjs(search.to).subtract(1, 'day')] as [Dayjs, Dayjs]) : null,
  });
  const area = Form.useWatch('area', form);
  const apply = (v: FormValues) => {
    const s: LogSearch = {
      userId: v.userId,
      area: v.area || undefined,
      action: v.action || undefined,
      denied: v.denied ? 1 : undefined,
      from: v.range ? v.range[0].startOf('day').valueOf() : undefined,
      to: v.range ? v.range[1].add(1, 'day').startOf('day').valueOf() : undefined,
    };
    void navigate({ search: Object.fromEntries(Object.entries(s).filter(([, x]) => x !== undefined)) as LogSearch });
  };
  const actions = (options.data?.actions ?? []).filter((a) => !area || a.area === area);

  const columns = useMemo<DataColumn<OperationLogItem>[]>(
    () => [
      { key: 'createdAt', title: '时间', width: 160, render: (r) => formatTime(r.createdAt) },
      { key: 'user', title: '操作人', width: 140, render: (r) => (r.userName ? `${r.userName}` : r.actor === 'platform' ? '平台' : r.actor === 'system' ? '系统' : r.actor) },
      { key: 'area', title: '业务', width: 100, render: (r) => r.areaLabel },
      {
        key: 'action',
        title: '操作',
        width: 200,
        render: (r) => (r.denied ? <span className="xm-perm-denied">{r.actionLabel}</span> : r.actionLabel),
      },
      { key: 'summary', title: '内容', width: 360, render: (r) => <span className="xm-perm-keys">{summary(parseDetail(r.detail))}</span> },
      {
        key: 'detail',
        title: '详情',
        width: 90,
        pin: 'end',
        render: (r) =>
          r.detail ? (
            <button type="button" className="xm-link-button" onClick={() => setOpen(r)} aria-label={`查看 ${formatTime(r.createdAt)} ${r.actionLabel} 的详情`}>
              查看
            </button>
          ) : (
            '-'
          ),
      },
    ],
    [],
  );
  const detail = open ? parseDetail(open.detail) : null;
  return (
    <PageContainer title="操作日志">
      <div className="xm-perm">
        <p className="xm-perm-muted">本店每一次写操作：谁、何时、做了什么、修改前后的值；被拒绝的越权尝试以红字标出。</p>
        <Form form={form} layout="inline" initialValues={initial} onFinish={apply} className="xm-perm-filters" aria-label="操作日志筛选">
          <Form.Item name="userId" label="操作人">
            <Select allowClear showSearch optionFilterProp="label" placeholder="全部成员" style={{ width: 140 }} options={(options.data?.members ?? []).map((m) => ({ value: m.userId, label: m.name }))} />
          </Form.Item>
          <Form.Item name="area" label="业务">
            <Select allowClear placeholder="全部业务" style={{ width: 130 }} options={(options.data?.areas ?? []).map((a) => ({ value: a.value, label: a.label }))} onChange={() => form.setFieldValue('action', undefined)} />
          </Form.Item>
          <Form.Item name="action" label="操作">
            <Select allowClear showSearch optionFilterProp="label" placeholder="全部操作" style={{ width: 200 }} options={actions.map((a) => ({ value: a.value, label: a.label }))} />
          </Form.Item>
          <Form.Item name="range" label="时间">
            <DatePicker.RangePicker allowClear />
          </Form.Item>
          <Form.Item name="denied" valuePropName="checked">
            <Checkbox>只看越权尝试</Checkbox>
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  void navigate({ search: {} });
                }}
              >
                重置
              </Button>
            </Space>
          </Form.Item>
        </Form>
        <KeysetTable<OperationLogItem>
          aria-label="操作日志"
          rows={list.rows}
          columns={columns}
          rowKey={(r) => r.id}
          loading={list.loading}
          empty="没有符合条件的操作记录"
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={list.loadMore}
        />
      </div>
      <Modal open={!!open} title={open ? `${open.actionLabel} · ${formatTime(open.createdAt)}` : ''} onCancel={() => setOpen(null)} footer={<Button onClick={() => setOpen(null)}>关闭</Button>} width={760}>
        {open ? (
          <div>
            <p>
              操作人：{open.userName ?? open.actor} · 业务：{open.areaLabel} · {open.denied ? <StatusTag color="red">越权尝试</StatusTag> : null}
            </p>
            {detail?.rest ? <pre className="xm-perm-detail">{pretty(detail.rest)}</pre> : null}
            {detail && (detail.before !== undefined || detail.after !== undefined) ? (
              <div className="xm-perm-diff" style={{ marginTop: 12 }}>
                <div>
                  <h4>修改前</h4>
                  <pre className="xm-perm-detail">{pretty(detail.before)}</pre>
                </div>
                <div>
                  <h4>修改后</h4>
                  <pre className="xm-perm-detail">{pretty(detail.after)}</pre>
                </div>
              </div>
            ) : null}
          </div>
        ) : null}
      </Modal>
    </PageContainer>
  );
}
