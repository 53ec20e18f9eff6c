import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { useActivityGoodsOptions, useSanchuangTopicClose, useSanchuangTopicList, useSanchuangTopicSave } from '@/api/gen/endpoints/activity/activity';
import type { ScRound, ScTopic } from '@/api/gen/model';
import { Auth } from '@/components/auth';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { RouterAnchor } from '@/components/router-anchor';
import { StatusTag } from '@/components/status-tag';
import { feedback } from '@/lib/feedback';
import { toFen, yuan } from './shared';
import { LoadError } from '@/components/load-error';
import { EDIT, PAGE, useRefreshAll } from './sanchuang-shared';
import './activity.css';

interface TopicValues {
  title: string;
  brief: string;
  goodsIds: number[];
  resources?: string;
  budget: number;
  teamLimit: number;
}

function TopicForm({ round, topic, onDone }: { round: ScRound; topic: ScTopic | null; onDone: () => void }) {
  const [form] = Form.useForm<TopicValues>();
  const goods = useActivityGoodsOptions({});
  const save = useSanchuangTopicSave();
  const refresh = useRefreshAll();
  const init: Partial<TopicValues> = topic
    ? { title: topic.title, brief: topic.brief, goodsIds: topic.goodsIds, resources: topic.resources, budget: topic.discountBudget / 100, teamLimit: topic.teamLimit }
    : { goodsIds: [], budget: 0, teamLimit: 5 };
  const submit = async (v: TopicValues) => {
    const r = await save
      .mutateAsync({ data: { activityId: round.roundId, ...(topic ? { topicId: topic.topicId, version: topic.version } : {}), title: v.title.trim(), brief: v.brief.trim(), goodsIds: v.goodsIds, resources: (v.resources ?? '').trim(), discountBudget: toFen(v.budget), teamLimit: v.teamLimit } })
      .catch(() => undefined);
    if (!r) return;
    feedback.success(topic ? '命题已修改' : '命题已发布，学生团队可以承接');
    refresh();
    onDone();
  };
  return (
    <Form<TopicValues> form={form} layout="vertical" initialValues={init} onFinish={submit} id="sc-topic-form">
      <Form.Item name="title" label="命题标题" rules={[{ required: true, whitespace: true, message: '请输入命题标题' }, { min: 2, max: 60, message: '命题标题须为 2-60 个字' }]}>
        <Input maxLength={60} showCount />
      </Form.Item>
      <Form.Item name="brief" label="命题说明" rules={[{ required: true, whitespace: true, message: '请填写命题说明' }]}>
        <Input.TextArea maxLength={1000} showCount rows={3} />
      </Form.Item>
      <Form.Item name="goodsIds" label="命题商品" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择 1 件命题商品' }]}>
        <Select mode="multiple" maxCount={20} loading={goods.isLoading} optionFilterProp="label" options={(goods.data?.list ?? []).map((g) => ({ value: g.goodsId, label: g.name }))} placeholder="选择本店在售商品（至多 20 件）" />
      </Form.Item>
      <Form.Item name="resources" label="提供资源（样品、物料等）">
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="budget" label="优惠预算（元）" rules={[{ required: true, message: '请输入优惠预算' }]}>
        <InputNumber min={0} max={1_000_000} precision={2} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="teamLimit" label="团队上限（支）" rules={[{ required: true, message: '请输入团队上限' }]}>
        <InputNumber min={1} max={50} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {topic ? '保存修改' : '发布命题'}
      </Button>
    </Form>
  );
}

export function TopicPanel({ round }: { round: ScRound }) {
  const q = useSanchuangTopicList({ activityId: round.roundId, pageSize: PAGE });
  const close = useSanchuangTopicClose();
  const refresh = useRefreshAll();
  const [editing, setEditing] = useState<ScTopic | 'new' | null>(null);
  const doClose = async (t: ScTopic) => {
    const r = await close.mutateAsync({ data: { topicId: t.topicId } }).catch(() => undefined);
    if (!r) return;
    feedback.success('命题已关闭，不再有新团队承接');
    refresh();
  };
  const columns: DataColumn<ScTopic>[] = [
    { key: 'title', title: '命题', width: 220, render: (t) => t.title },
    { key: 'goods', title: '命题商品', width: 240, render: (t) => t.goods.map((g) => g.name).join('、') },
    { key: 'res', title: '资源 / 优惠预算', width: 200, render: (t) => `${t.resources || '—'} / ${yuan(t.discountBudget)}` },
    { key: 'teams', title: '团队（已承接/上限）', width: 150, align: 'right', render: (t) => `${t.teams} / ${t.teamLimit}` },
    { key: 'orders', title: '团队订单', width: 100, align: 'right', render: (t) => t.orders },
    { key: 'paid', title: '团队实付', width: 120, align: 'right', render: (t) => yuan(t.paidAmount) },
    { key: 'status', title: '状态', width: 90, render: (t) => <StatusTag color={t.status === 1 ? 'green' : 'default'}>{t.statusText}</StatusTag> },
    {
      key: 'actions',
      title: '操作',
      width: 170,
      pin: 'end',
      render: (t) => (
        <span className="xm-mk-actions">
          <RouterAnchor to="/activity/sanchuang/$type/$activityId" params={{ type: 'team', activityId: round.roundId }}>
            团队
          </RouterAnchor>
          {t.status === 1 && round.topicOpen && (
            <Auth authKey={EDIT}>
              <button type="button" onClick={() => setEditing(t)}>
                编辑
              </button>
            </Auth>
          )}
          {t.status === 1 && (
            <Auth authKey={EDIT}>
              <button type="button" className="xm-mk-danger" onClick={() => void doClose(t)}>
                关闭
              </button>
            </Auth>
          )}
        </span>
      ),
    },
  ];
  return (
    <>
      <div className="xm-sc-bar">
        {round.topicOpen ? (
          <Auth authKey={EDIT}>
            <Button type="primary" onClick={() => setEditing('new')}>
              发布命题
            </Button>
          </Auth>
        ) : (
          <span className="xm-mk-muted">这一届赛事不在命题征集时间内，不能发布命题。</span>
        )}
      </div>
      {q.isError ? <LoadError variant="result" what="企业命题" retry={() => void q.refetch()} /> : !q.data ? <Skeleton active /> : <DataTable<ScTopic> aria-label="企业命题" rows={q.data.list} columns={columns} rowKey={(t) => t.topicId} empty="本店在这一届还没有命题" />}
      <Modal open={editing !== null} title={editing === 'new' ? '发布企业命题' : '编辑企业命题'} footer={null} onCancel={() => setEditing(null)} destroyOnHidden width={640}>
        {editing !== null && <TopicForm round={round} topic={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </>
  );
}
