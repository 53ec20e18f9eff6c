import { useEffect } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import {
  getSeOfferConfigGetQueryKey,
  getSePostListQueryKey,
  useSeOfferConfigGet,
  useSeOfferConfigSave,
  useSePostClose,
  useSePostDetail,
  useSePostList,
  useSePostSave,
  useSeSchoolOptions,
} from '@/api/gen/endpoints/school-employee/school-employee';
import type { SePost } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { PageContainer } from '@/components/page-container';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { dayjs, formatTime, type Dayjs } from '@/lib/dayjs';
import { feedback } from '@/lib/feedback';
import { CLOSE_POST, EDIT_POST, PHASE_COLOR } from './constants';
import './school-employee.css';

/** /school-employee/recruit-setting: the recruitment posts, recruiting first, with applications and active agents. */
export function RecruitSettingPage() {
  const q = useSePostList();
  const navigate = useNavigate();
  const close = useSePostClose();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const askClose = (p: SePost) =>
    modal.confirm({
      title: `关闭「${p.schoolName} · ${p.role}」？`,
      content: '关闭后学生不能再报名；已有的报名与代理不受影响。',
      okText: '关闭岗位',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        const r = await close.mutateAsync({ data: { postId: p.postId } }).catch(() => null);
        if (!r) return;
        feedback.success('岗位已关闭');
        void queryClient.invalidateQueries({ queryKey: getSePostListQueryKey() });
      },
    });
  const columns: DataColumn<SePost>[] = [
    { key: 'school', title: '学校', width: 140, render: (p) => p.schoolName },
    { key: 'role', title: '岗位', width: 140, render: (p) => p.role },
    { key: 'phase', title: '状态', width: 90, render: (p) => <StatusTag color={PHASE_COLOR[p.phase]}>{p.phaseText}</StatusTag> },
    { key: 'count', title: '在岗 / 招募', width: 110, render: (p) => `${p.activeCount} / ${p.headcount}` },
    {
      key: 'applied',
      title: '报名',
      width: 80,
      render: (p) => (
        <RouterAnchor to="/school-employee/center" search={{ postId: p.postId }} title={`查看${p.schoolName}${p.role}的报名`}>
          {p.appliedCount}
        </RouterAnchor>
      ),
    },
    { key: 'period', title: '报名时间', width: 210, render: (p) => `${formatTime(p.openAt, 'YYYY-MM-DD')} 至 ${formatTime(p.closeAt, 'YYYY-MM-DD')}` },
    { key: 'reward', title: '奖励说明', width: 220, render: (p) => p.rewardSummary },
    {
      key: 'actions',
      title: '操作',
      width: 120,
      pin: 'end',
      render: (p) =>
        p.status === 1 ? (
          <span className="xm-se-actions">
            <Auth authKey={EDIT_POST}>
              <RouterAnchor to="/school-employee/recruit-info-edit" search={{ postId: p.postId }}>
                编辑
              </RouterAnchor>
            </Auth>
            <Auth authKey={CLOSE_POST}>
              <button type="button" className="xm-link" onClick={() => askClose(p)}>
                关闭
              </button>
            </Auth>
          </span>
        ) : (
          <span className="xm-se-muted">—</span>
        ),
    },
  ];
  return (
    <PageContainer
      title="招募设置"
      extra={
        <Auth authKey={EDIT_POST}>
          <Button type="primary" onClick={() => void navigate({ to: '/school-employee/recruit-info-edit' })}>
            发布招募岗位
          </Button>
        </Auth>
      }
    >
      <p className="xm-se-muted" style={{ marginTop: 0 }}>
        每所学校可发布多个岗位。学生在报名时间内可报名，报名后在
        <RouterAnchor to="/school-employee/center">代理中心</RouterAnchor>
        处理。
      </p>
      {q.isError ? <p role="alert">岗位加载失败，请刷新重试</p> : !q.data ? <Skeleton active /> : <DataTable<SePost> aria-label="招募岗位" rows={q.data.list} columns={columns} rowKey={(p) => p.postId} empty="还没有招募岗位" />}
    </PageContainer>
  );
}

interface PostValues {
  schoolId?: number;
  role: string;
  headcount: number;
  requirements: string;
  workContent: string;
  rewardSummary: string;
  questions: string[];
  period: [Dayjs, Dayjs];
}

const routeApi = getRouteApi('/_authed/_app/school-employee/recruit-info-edit');

/** /school-employee/recruit-info-edit?postId=: publish a post or edit an open one. */
export function RecruitInfoEditPage() {
  const { postId } = routeApi.useSearch();
  const detail = useSePostDetail({ postId: postId ?? 0 }, { query: { enabled: !!postId } });
  const schools = useSeSchoolOptions();
  const save = useSePostSave();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<PostValues>();
  const p = detail.data;
  useEffect(() => {
    if (p)
      form.setFieldsValue({ schoolId: p.schoolId, role: p.role, headcount: p.headcount, requirements: p.requirements, workContent: p.workContent, rewardSummary: p.rewardSummary, questions: p.questions, period: [dayjs(p.openAt), dayjs(p.closeAt)] });
  }, [p, form]);
  const submit = async (v: PostValues) => {
    const r = await save
      .mutateAsync({
        data: {
          postId: postId ?? null,
          schoolId: v.schoolId!,
          role: v.role.trim(),
          headcount: v.headcount,
          requirements: v.requirements.trim(),
          workContent: v.workContent.trim(),
          rewardSummary: v.rewardSummary.trim(),
          questions: (v.questions ?? []).map((x) => x?.trim()).filter(Boolean),
          openAt: v.period[0].startOf('day').valueOf(),
          closeAt: v.period[1].endOf('day').valueOf(),
        },
      })
      .catch(() => null);
    if (!r) return;
    feedback.success(postId ? '岗位已保存' : '岗位已发布');
    void queryClient.invalidateQueries({ queryKey: getSePostListQueryKey() });
    void navigate({ to: '/school-employee/recruit-setting' });
  };
  if (postId && !p) return <PageContainer title="编辑招募岗位">{detail.isError ? <p role="alert">岗位不存在</p> : <Skeleton active />}</PageContainer>;
  return (
    <PageContainer title={postId ? '编辑招募岗位' : '发布招募岗位'}>
      <Form<PostValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        onFinish={submit}
        initialValues={{ headcount: 5, questions: ['你的年级与专业？'], period: [dayjs().startOf('day'), dayjs().add(30, 'day')] }}
      >
        <Form.Item name="schoolId" label="学校" rules={[{ required: true, message: '请选择学校' }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} placeholder="选择学校" options={(schools.data?.list ?? []).map((s) => ({ value: s.schoolId, label: s.name }))} />
        </Form.Item>
        <Form.Item name="role" label="岗位名称" rules={[{ required: true, whitespace: true, message: '请输入岗位名称' }, { max: 30, message: '岗位名称至多 30 字' }]}>
          <Input maxLength={30} showCount placeholder="如：校园大使" />
        </Form.Item>
        <Form.Item name="headcount" label="招募人数" rules={[{ required: true, message: '请输入招募人数' }]}>
          <InputNumber min={1} max={500} precision={0} />
        </Form.Item>
        <Form.Item name="requirements" label="任职要求" rules={[{ required: true, whitespace: true, message: '请输入任职要求' }]}>
          <Input.TextArea maxLength={1000} showCount rows={3} />
        </Form.Item>
        <Form.Item name="workContent" label="工作内容" rules={[{ required: true, whitespace: true, message: '请输入工作内容' }]}>
          <Input.TextArea maxLength={1000} showCount rows={3} />
        </Form.Item>
        <Form.Item name="rewardSummary" label="奖励说明" rules={[{ required: true, whitespace: true, message: '请输入奖励说明' }]}>
          <Input maxLength={200} showCount placeholder="如：按推荐订单实付的 5% 计奖励" />
        </Form.Item>
        <Form.List name="questions">
          {(fields, { add, remove }) => (
            <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
              <legend style={{ fontSize: 14, marginBottom: 8 }}>报名表问题（至多 10 个）</legend>
              {fields.map((f, i) => (
                <div key={f.key} style={{ display: 'flex', gap: 8 }}>
                  <Form.Item name={f.name} rules={[{ required: true, whitespace: true, message: '请输入问题或删除这一行' }]} style={{ flex: 1 }}>
                    <Input maxLength={100} aria-label={`问题 ${i + 1}`} />
                  </Form.Item>
                  <Button onClick={() => remove(f.name)} aria-label={`删除问题 ${i + 1}`}>
                    删除
                  </Button>
                </div>
              ))}
              {fields.length < 10 ? (
                <Button type="dashed" onClick={() => add('')}>
                  添加问题
                </Button>
              ) : null}
            </fieldset>
          )}
        </Form.List>
        <Form.Item name="period" label="报名时间" rules={[{ required: true, message: '请选择报名时间' }]}>
          <DatePicker.RangePicker />
        </Form.Item>
        <div className="xm-se-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {postId ? '保存' : '发布'}
          </Button>
          <Button onClick={() => void navigate({ to: '/school-employee/recruit-setting' })}>取消</Button>
        </div>
      </Form>
    </PageContainer>
  );
}

interface OfferValues {
  template: string;
  acceptDays: number;
}

/** /school-employee/offer-config: the offer letter template and the acceptance deadline. */
export function OfferConfigPage() {
  const q = useSeOfferConfigGet();
  const save = useSeOfferConfigSave();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<OfferValues>();
  useEffect(() => {
    if (q.data) form.setFieldsValue({ template: q.data.template, acceptDays: q.data.acceptDays });
  }, [q.data, form]);
  const submit = async (v: OfferValues) => {
    const r = await save.mutateAsync({ data: { template: v.template.trim(), acceptDays: v.acceptDays } }).catch(() => null);
    if (!r) return;
    feedback.success('录用配置已保存');
    queryClient.setQueryData(getSeOfferConfigGetQueryKey(), r);
  };
  return (
    <PageContainer title="录用配置">
      {!q.data ? (
        <Skeleton active />
      ) : (
        <Form<OfferValues> form={form} layout="vertical" style={{ maxWidth: 720 }} onFinish={submit}>
          <p className="xm-se-muted" style={{ marginTop: 0 }}>
            发出录用时按模板生成通知，可用占位符：{'{姓名}'}、{'{学校}'}、{'{岗位}'}、{'{截止日期}'}。学生须在期限内接受，逾期自动转为未录用。
            {q.data.updatedAt ? ` 最近修改：${formatTime(q.data.updatedAt, 'YYYY-MM-DD HH:mm')}` : ' 当前为默认模板。'}
          </p>
          <Form.Item name="template" label="录用通知模板" rules={[{ required: true, whitespace: true, message: '请输入录用通知模板' }, { min: 10, message: '至少 10 字' }]}>
            <Input.TextArea maxLength={2000} showCount rows={6} />
          </Form.Item>
          <Form.Item name="acceptDays" label="接受期限（天）" rules={[{ required: true, message: '请输入接受期限' }]}>
            <InputNumber min={1} max={14} precision={0} />
          </Form.Item>
          <Auth authKey={EDIT_POST}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存
            </Button>
          </Auth>
        </Form>
      )}
    </PageContainer>
  );
}
