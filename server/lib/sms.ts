import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.ts';

/** What a real SMS gateway must implement. */
export interface SmsProvider {
  sendLoginCode(db: Db, phone: string, code: string, ttlMinutes: number): Promise<void>;
  /** A code confirming one action of a signed-in user; `action` says what it confirms ("提现 ¥100.00"). */
  sendActionCode(db: Db, phone: string, code: string, ttlMinutes: number, action: string): Promise<void>;
}

/**
 * Development provider: writes the message to the outbox table and one log line with the phone and the code
 * (the one deliberate exception to "no phone numbers in logs"), so a developer or a test can read it.
 */
export class DevSmsProvider implements SmsProvider {
  constructor(private readonly log: FastifyBaseLogger) {}

  async sendLoginCode(db: Db, phone: string, code: string, ttlMinutes: number): Promise<void> {
    const content = `【校园商城】您的登录验证码为 ${code}，${ttlMinutes} 分钟内有效。如非本人操作，请忽略。`;
    await db.insertInto('sms_outbox').values({ phone, content, created_at: Date.now() }).execute();
    this.log.info({ devSms: true, phone, code }, `开发短信 ${phone} 验证码 ${code}`);
  }

  async sendActionCode(db: Db, phone: string, code: string, ttlMinutes: number, action: string): Promise<void> {
    const content = `【校园商城】验证码 ${code}，用于${action}，${ttlMinutes} 分钟内有效。请勿将验证码告诉他人，如非本人操作，请忽略。`;
    await db.insertInto('sms_outbox').values({ phone, content, created_at: Date.now() }).execute();
    this.log.info({ devSms: true, phone, code }, `开发短信 ${phone} 验证码 ${code}`);
  }
}
