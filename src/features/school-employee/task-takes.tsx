import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useTpOverview } from '@/api/gen/endpoints/school-employee/school-employee';
import type { TpTakeSummary } from '@/api/gen/model';
import type { DataColumn } from '@/components/data-table/data-table';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { TAKE_STATUSES, takeColor, type TaskListSearch } from './task-constants';
import './school-employee.css';

interface FilterValues {
  packageId?: number;
  status?: number;
}

export function TakeFilters({ search, go, statuses, label }: { search: TaskListSearch; go: (s: TaskListSearch) => void; statuses: typeof TAKE_STATUSES; label: string }) {
  const overview = useTpOverview();
  const [form] = Form.useForm<FilterValues>();
  return (
    <Form<FilterValues>
      form={form}
      layout="inline"
      initialValues={search}
      onFinish={(v) =>
        go({
          packageId: v.packageId || undefined,
          status: v.status || undefined,
        })
      }
      className="xm-se-filters"
      aria-label={label}
    >
      <Form.Item name="packageId" label="任务包">
        <Select
          allowClear
          placeholder="全部任务包"
          style={{ width: 240 }}
          options={(overview.data?.list ?? []).map((p) => ({
            value: p.packageId,
            label: `${p.title}（${p.phaseText}）`,
          }))}
        />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Select allowClear placeholder="全部状态" style={{ width: 140 }} options={statuses.map((s) => ({ value: s.value, label: s.label }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        查询
      </Button>
      <Button
        onClick={() => {
          form.resetFields();
          form.setFieldsValue({ packageId: undefined, status: undefined });
          go({});
        }}
      >
        重置
      </Button>
    </Form>
  );
}

export const baseColumns: DataColumn<TpTakeSummary>[] = [
  {
    key: 'agent',
    title: '代理',
    width: 110,
    render: (t) => (
      <RouterAnchor to="/school-employee/agent-detail" search={{ agentId: t.agentId }}>
        {t.agentName}
      </RouterAnchor>
    ),
  },
  { key: 'school', title: '学校', width: 130, render: (t) => t.schoolName },
  {
    key: 'package',
    title: '任务包',
    width: 180,
    render: (t) => t.packageTitle,
  },
  {
    key: 'status',
    title: '状态',
    width: 90,
    render: (t) => <StatusTag color={takeColor(t.status)}>{t.statusText}</StatusTag>,
  },
];
