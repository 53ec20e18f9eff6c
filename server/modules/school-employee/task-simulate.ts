import type { Db } from '../../db/index.ts';
import { A } from './service.ts';
import { packagePhase, submitAnswers, T, takePackage, type PackageTask, type TaskAnswer } from './task-service.ts';

/**
 * The agents' side of task packages (`simulate-agents`, `agent submit`, the demo seed): active agents take open
 * packages with places left and submit answers with demo photos.
 */

export const DEMO_PHOTOS = ['/demo-task/photo-1.svg', '/demo-task/photo-2.svg', '/demo-task/photo-3.svg'];
const TEXTS = [
  '收纳箱容量很大，宿舍床下正好放得下，室友也想买',
  '台灯亮度可调，晚上看书不刺眼，就是底座稍微有点轻',
  '希望多出一些适合宿舍的小尺寸商品',
  '包装很结实，物流两天就到了学校驿站',
  '价格对学生很友好，如果有开学季满减会更好',
  '在班级群里分享后，有 6 位同学问了购买链接',
];
const pick = <T>(xs: readonly T[], r: () => number): T => xs[Math.floor(r() * xs.length)]!;

/** Plausible answers to a package's tasks. */
export function demoAnswers(tasks: PackageTask[], random: () => number): TaskAnswer[] {
  return tasks.map((t) => {
    const a: TaskAnswer = { choices: [], text: null, photos: [], link: null };
    if (t.kind === 'single') a.choices = [Math.floor(random() * t.options.length)];
    else if (t.kind === 'multiple') {
      const set = new Set([Math.floor(random() * t.options.length)]);
      if (random() < 0.6) set.add(Math.floor(random() * t.options.length));
      a.choices = [...set];
    } else if (t.kind === 'text') a.text = pick(TEXTS, random);
    else if (t.kind === 'photo') a.photos = [pick(DEMO_PHOTOS, random)];
    else {
      a.photos = [pick(DEMO_PHOTOS, random), pick(DEMO_PHOTOS, random)];
      a.link = `https://example.com/campus/post/${Math.floor(random() * 900000) + 100000}`;
      a.text = '在校园群与朋友圈分享了推广链接';
    }
    return a;
  });
}

/** The agent takes the package (unless already taken) and submits demo answers. Returns the take id. */
export async function takeAndSubmit(
  db: Db,
  p: {
    companyId: number;
    packageId: number;
    agentId: number;
    now: number;
    random: () => number;
  },
): Promise<number> {
  const existing = await db.selectFrom('se_task_take').select('id').where('package_id', '=', p.packageId).where('agent_id', '=', p.agentId).executeTakeFirst();
  const takeId = existing?.id ?? (await takePackage(db, p));
  const pkg = await db.selectFrom('se_task_package').select('tasks_json').where('id', '=', p.packageId).executeTakeFirstOrThrow();
  await submitAnswers(db, {
    companyId: p.companyId,
    takeId,
    answers: demoAnswers(JSON.parse(pkg.tasks_json) as PackageTask[], p.random),
    now: p.now,
  });
  return takeId;
}

/** One round: active agents take up to n open packages; taken (or rejected) packages get answers, up to n. */
export async function simulateTasks(db: Db, companyId: number, n: number, opts: { now: number; random: () => number }): Promise<{ taken: number; submitted: number }> {
  const packages = (await db.selectFrom('se_task_package').selectAll().where('company_id', '=', companyId).where('status', '=', 1).execute()).filter((p) => packagePhase(p, opts.now) === 2);
  if (!packages.length) return { taken: 0, submitted: 0 };
  const agents = await db.selectFrom('se_agent').select('id').where('company_id', '=', companyId).where('state', '=', A.ACTIVE).execute();
  let taken = 0;
  for (let i = 0; i < n * 3 && taken < n && agents.length; i++) {
    try {
      await takePackage(db, {
        companyId,
        packageId: pick(packages, opts.random).id,
        agentId: pick(agents, opts.random).id,
        now: opts.now,
      });
      taken++;
    } catch {
      // already taken, or no places left: that agent does something else
    }
  }
  const open = await db
    .selectFrom('se_task_take')
    .select(['id', 'package_id'])
    .where('company_id', '=', companyId)
    .where('status', 'in', [T.TAKEN, T.REJECTED])
    .where(
      'package_id',
      'in',
      packages.map((p) => p.id),
    )
    .orderBy('id')
    .limit(n)
    .execute();
  let submitted = 0;
  for (const t of open) {
    const pkg = packages.find((p) => p.id === t.package_id)!;
    await submitAnswers(db, {
      companyId,
      takeId: t.id,
      answers: demoAnswers(JSON.parse(pkg.tasks_json) as PackageTask[], opts.random),
      now: opts.now,
    });
    submitted++;
  }
  return { taken, submitted };
}
