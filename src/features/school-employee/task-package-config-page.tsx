import { useEffect } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { getTpOverviewQueryKey, useTpDetail, useTpSave } from '@/api/gen/endpoints/school-employee/school-employee';
import type { TpTaskKind } from '@/api/gen/model';
import { PageContainer } from '@/components/page-container';
import { dayjs, type Dayjs } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { TASK_KINDS } from './task-constants';
import './school-employee.css';

interface TaskValues {
  kind: TpTaskKind;
  title: string;
  options?: string[];
  link?: string | null;
}

interface PackageValues {
  title: string;
  description: string;
  tasks: TaskValues[];
  rewardYuan: number;
  quota: number;
  period: [Dayjs, Dayjs];
}

const configRoute = getRouteApi('/_authed/_app/school-employee/task-package/config');

/** /school-employee/task-package/config?packageId=: create a package or edit an open one. */
export function TaskPackageConfigPage() {
  const { packageId } = configRoute.useSearch();
  const detail = useTpDetail({ packageId: packageId ?? 0 }, { query: { enabled: !!packageId } });
  const save = useTpSave();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<PackageValues>();
  const p = detail.data;
  useEffect(() => {
    if (p)
      form.setFieldsValue({
        title: p.title,
        description: p.description,
        tasks: p.tasks.map((t) => ({
          kind: t.kind,
          title: t.title,
          options: t.options,
          link: t.link,
        })),
        rewardYuan: p.reward / 100,
        quota: p.quota,
        period: [dayjs(p.openAt), dayjs(p.deadline)],
      });
  }, [p, form]);
  const kinds = Form.useWatch('tasks', form) ?? [];
  const submit = async (v: PackageValues) => {
    const r = await save
      .mutateAsync({
        data: {
          packageId: packageId ?? null,
          title: v.title.trim(),
          description: v.description.trim(),
          tasks: v.tasks.map((t) => ({
            kind: t.kind,
            title: t.title.trim(),
            options: t.kind === 'single' || t.kind === 'multiple' ? (t.options ?? []).map((o) => o?.trim()).filter(Boolean) : [],
            link: t.kind === 'promotion' ? (t.link?.trim() ?? null) : null,
          })),
          reward: Math.round(v.rewardYuan * 100),
          quota: v.quota,
          openAt: v.period[0].valueOf(),
          deadline: v.period[1].valueOf(),
        },
      })
      .catch(() => null);
    if (!r) return;
    feedback.success(packageId ? '任务包已保存' : '任务包已发布');
    void queryClient.invalidateQueries({ queryKey: getTpOverviewQueryKey() });
    void navigate({ to: '/school-employee/task-package/overview' });
  };
  const title = packageId ? '编辑任务包' : '新建任务包';
  if (packageId && !p) return <PageContainer title={title}>{detail.isError ? <p role="alert">任务包不存在</p> : <Skeleton active />}</PageContainer>;
  return (
    <PageContainer title={title}>
      {p && p.takenCount > 0 ? <p className="xm-se-muted">已有 {p.takenCount} 名代理领取：任务内容与奖励不能再修改，可调整名称、说明、名额与时间。</p> : null}
      <Form<PackageValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 760 }}
        onFinish={submit}
        initialValues={{
          quota: 20,
          rewardYuan: 5,
          tasks: [{ kind: 'single', title: '', options: ['', ''] }],
          period: [dayjs().startOf('day'), dayjs().add(14, 'day').endOf('day')],
        }}
      >
        <Form.Item name="title" label="任务包名称" rules={[{ required: true, whitespace: true, message: '请输入任务包名称' }]}>
          <Input maxLength={50} showCount placeholder="如：开学季宿舍好物体验" />
        </Form.Item>
        <Form.Item name="description" label="任务说明" rules={[{ required: true, whitespace: true, message: '请输入任务说明' }]}>
          <Input.TextArea maxLength={1000} showCount rows={3} placeholder="代理可见：要做什么、审核标准" />
        </Form.Item>
        <Form.List name="tasks">
          {(fields, { add, remove }) => (
            <fieldset className="xm-tp-tasks">
              <legend>任务（1 至 20 个）</legend>
              {fields.map((f, i) => {
                const kind = kinds[f.name]?.kind;
                return (
                  <div key={f.key} className="xm-tp-task" data-testid={`tp-task-${i}`}>
                    <div
                      style={{
                        display: 'flex',
                        gap: 8,
                        alignItems: 'flex-start',
                      }}
                    >
                      <Form.Item name={[f.name, 'kind']} label={`任务 ${i + 1} 类型`} rules={[{ required: true, message: '请选择类型' }]} style={{ width: 150 }}>
                        <Select
                          options={TASK_KINDS.map((k) => ({
                            value: k.value,
                            label: k.label,
                          }))}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[f.name, 'title']}
                        label={`任务 ${i + 1} 标题`}
                        rules={[
                          {
                            required: true,
                            whitespace: true,
                            message: '请输入题目或任务要求',
                          },
                        ]}
                        style={{ flex: 1 }}
                      >
                        <Input maxLength={100} />
                      </Form.Item>
                      {fields.length > 1 ? (
                        <Button style={{ marginTop: 30 }} onClick={() => remove(f.name)} aria-label={`删除任务 ${i + 1}`}>
                          删除
                        </Button>
                      ) : null}
                    </div>
                    {kind === 'single' || kind === 'multiple' ? (
                      <Form.List name={[f.name, 'options']}>
                        {(opts, o) => (
                          <div className="xm-tp-options">
                            {opts.map((op, k) => (
                              <div key={op.key} style={{ display: 'flex', gap: 8 }}>
                                <Form.Item
                                  name={op.name}
                                  rules={[
                                    {
                                      required: true,
                                      whitespace: true,
                                      message: '请输入选项或删除',
                                    },
                                  ]}
                                  style={{ flex: 1, marginBottom: 8 }}
                                >
                                  <Input maxLength={50} aria-label={`任务 ${i + 1} 选项 ${k + 1}`} />
                                </Form.Item>
                                {opts.length > 2 ? (
                                  <Button onClick={() => o.remove(op.name)} aria-label={`删除任务 ${i + 1} 选项 ${k + 1}`}>
                                    删除
                                  </Button>
                                ) : null}
                              </div>
                            ))}
                            {opts.length < 10 ? (
                              <Button size="small" type="dashed" onClick={() => o.add('')}>
                                添加选项
                              </Button>
                            ) : null}
                          </div>
                        )}
                      </Form.List>
                    ) : null}
                    {kind === 'promotion' ? (
                      <Form.Item
                        name={[f.name, 'link']}
                        label={`任务 ${i + 1} 推广链接`}
                        rules={[
                          {
                            required: true,
                            pattern: /^https?:\/\/\S+$/,
                            message: '请填写以 http:// 或 https:// 开头的链接',
                          },
                        ]}
                      >
                        <Input maxLength={500} placeholder="https://" />
                      </Form.Item>
                    ) : null}
                    {kind === 'photo' ? <p className="xm-se-muted">代理上传照片作为完成凭证。</p> : null}
                  </div>
                );
              })}
              {fields.length < 20 ? (
                <Button type="dashed" onClick={() => add({ kind: 'text', title: '', options: ['', ''] })}>
                  添加任务
                </Button>
              ) : null}
            </fieldset>
          )}
        </Form.List>
        <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
          <Form.Item name="rewardYuan" label="每份通过的奖励（元）" rules={[{ required: true, message: '请输入奖励' }]}>
            <InputNumber min={0.01} max={10000} precision={2} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="quota" label="名额（人）" rules={[{ required: true, message: '请输入名额' }]}>
            <InputNumber min={1} max={10000} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="period" label="开始与截止时间" rules={[{ required: true, message: '请选择时间' }]}>
            <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
        </div>
        <div className="xm-se-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {packageId ? '保存' : '发布任务包'}
          </Button>
          <Button onClick={() => void navigate({ to: '/school-employee/task-package/overview' })}>取消</Button>
        </div>
      </Form>
    </PageContainer>
  );
}
