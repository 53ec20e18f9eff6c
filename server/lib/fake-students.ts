/** Made-up students (names, phone numbers) for simulators and demo seeds: school-employee and remote-task share them. */
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高';
const GIVEN = ['子涵', '雨萱', '浩然', '梓轩', '欣怡', '思远', '佳琪', '宇航', '诗涵', '俊杰', '可馨', '博文', '一诺', '明轩', '语桐', '晨曦'];

const pick = <T>(xs: readonly T[], r: () => number): T => xs[Math.floor(r() * xs.length)]!;

export function studentName(r: () => number): string {
  return pick([...SURNAMES], r) + pick(GIVEN, r);
}

export function studentPhone(r: () => number): string {
  let s = pick(['13', '15', '17', '18', '19'], r) + String(1 + Math.floor(r() * 9));
  for (let i = 0; i < 8; i++) s += String(Math.floor(r() * 10));
  return s;
}
