import { maskEmail, maskMobile } from '../../platform/auth/tokens.ts';
import type { members } from '../../platform/db/schema.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import type { AccountServices } from '../services.ts';
import { phoneTarget } from '../verification/index.ts';

const TEXT: Record<string, (brand: string, password: string) => string> = {
  KM: (b, p) => `${b}: ពាក្យសម្ងាត់បណ្ដោះអាសន្នរបស់អ្នកគឺ ${p}។ សូមប្ដូរវានៅពេលចូលលើកក្រោយ។ កុំចែករំលែកវាជាមួយនរណាម្នាក់។`,
  EN: (b, p) => `${b}: your temporary password is ${p}. You will choose a new one when you sign in. Never share it.`,
  CN: (b, p) => `${b}：您的临时密码是 ${p}。登录时需设置新密码。请勿告诉任何人。`,
  TH: (b, p) => `${b}: รหัสผ่านชั่วคราวของคุณคือ ${p} คุณจะตั้งรหัสใหม่เมื่อเข้าสู่ระบบ อย่าบอกรหัสนี้กับผู้อื่น`,
  VI: (b, p) => `${b}: mật khẩu tạm thời của bạn là ${p}. Bạn sẽ đặt mật khẩu mới khi đăng nhập. Không chia sẻ cho ai.`,
};

type Player = typeof members.$inferSelect;
export type Delivery = { channel: 'SMS' | 'EMAIL'; to: string };

/**
 * A temporary password an operator set goes to the player's own phone, else their own email
 * (which no operator can change), in the brand's language: the operator who asked never sees it,
 * so a password reset is no way into a player's account from inside the back office. Only a player
 * with neither has it shown to the operator, to pass on after checking who is asking.
 */
export async function deliverTemporaryPassword(
  s: AccountServices,
  merchant: ResolvedMerchant,
  player: Player,
  password: string,
): Promise<Delivery | null> {
  const text = (TEXT[merchant.defaultLanguage.toUpperCase()] ?? (TEXT.EN as (typeof TEXT)[string]))(
    merchant.name,
    password,
  );
  if (player.mobile) {
    const to = phoneTarget(player.countryDialingCode ?? '', player.mobile);
    await s.messenger.send({ merchantId: merchant.id, channel: 'SMS', to, body: text });
    return { channel: 'SMS', to: maskMobile(player.mobile) ?? '' };
  }
  if (player.email) {
    await s.messenger.send({
      merchantId: merchant.id,
      channel: 'EMAIL',
      to: player.email,
      subject: merchant.name,
      body: text,
    });
    return { channel: 'EMAIL', to: maskEmail(player.email) ?? '' };
  }
  return null;
}
