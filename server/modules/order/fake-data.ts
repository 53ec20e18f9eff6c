import { SCHOOLS } from '../shop-setting/index.ts';

export { SCHOOLS };

/** Pools of plausible Chinese names, schools and addresses for the simulator and the generator (schools: the shop-setting area's campus catalogue). */
export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '高', '罗'];
export const GIVEN = ['子涵', '欣怡', '梓轩', '雨桐', '浩然', '思远', '一诺', '佳琪', '宇航', '诗涵', '俊杰', '若曦', '明轩', '语嫣', '天佑', '可馨', '嘉懿', '沐阳', '书瑶', '博文'];
export const FALLBACK_GOODS = [
  { name: '晨光中性笔 0.5mm 黑色 12 支装', spec: '黑色/12支', price: 1990 },
  { name: '得力 A5 活页笔记本', spec: 'A5/80页', price: 2590 },
  { name: '宿舍折叠小桌板', spec: '原木色', price: 5900 },
  { name: '小米充电宝 10000mAh', spec: '白色', price: 9900 },
  { name: '四级词汇乱序版', spec: '2025 版', price: 3680 },
  { name: '护眼 LED 台灯', spec: '三档调光', price: 8900 },
  { name: '运动速干 T 恤', spec: 'L/藏青', price: 6900 },
  { name: '保温杯 500ml', spec: '雾霾蓝', price: 4900 },
];
export const REVIEW_TEXTS: Record<number, string[]> = {
  5: ['质量很好，物流也快，宿舍同学都说不错', '和描述一致，包装完好，下次还来', '性价比很高，校园配送当天就到了'],
  4: ['整体满意，就是包装有点简单', '东西不错，发货稍微慢了一点'],
  3: ['一般般吧，和图片有点色差', '能用，但没有想象中好'],
  2: ['做工比较粗糙，有点失望'],
  1: ['收到就坏了，联系客服还没回复'],
};

/** The shop's replies to a review, by its rating. */
export const REPLY_TEXTS: Record<number, string[]> = {
  5: ['感谢亲的认可，欢迎常来逛逛～', '谢谢支持！新学期还有更多好物上新，记得关注店铺哦', '感谢好评，祝学习顺利！'],
  4: ['感谢反馈，包装和发货速度我们会继续改进', '谢谢支持，有任何问题随时联系客服'],
  3: ['抱歉没有达到您的预期，已把色差问题反馈给仓库，欢迎联系客服处理', '感谢您的建议，我们会继续改进商品品质'],
  2: ['非常抱歉给您带来不好的体验，客服会主动联系您处理退换'],
  1: ['非常抱歉！已安排客服优先联系您，坏件包退包换'],
};

export { rng } from '../../lib/random.ts';
export const pick = <T>(r: () => number, a: readonly T[]): T => a[Math.floor(r() * a.length)]!;

export function fakePerson(r: () => number) {
  const name = pick(r, SURNAMES) + pick(r, GIVEN);
  const phone = `1${pick(r, ['3', '5', '7', '8', '9'])}${String(Math.floor(r() * 1e9)).padStart(9, '0')}`;
  const s = pick(r, SCHOOLS);
  const campus = pick(r, s.campuses);
  const address = `${s.city}${s.school}${campus}${1 + Math.floor(r() * 30)}号楼${100 + Math.floor(r() * 600)}室`;
  return { name, phone, school: s.school, campus, address };
}

/** 'YYYYMMDDHHmmss' in China time. */
export function orderNoPrefix(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().replace(/[-T:]/g, '').slice(0, 14);
}
