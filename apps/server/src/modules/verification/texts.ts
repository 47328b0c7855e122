/** What the SMS and emails say, in the language the client asked in (the `Language` header). */
const CODE_TEXT: Record<string, (brand: string, code: string, minutes: number) => string> = {
  KM: (b, c, m) => `${b}: លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ ${c} (មានសុពលភាព ${m} នាទី)។ កុំចែករំលែកវាជាមួយនរណាម្នាក់។`,
  EN: (b, c, m) => `${b}: your verification code is ${c} (valid for ${m} minutes). Never share it with anyone.`,
  CN: (b, c, m) => `${b}：您的验证码是 ${c}（${m} 分钟内有效）。请勿告诉任何人。`,
  TH: (b, c, m) => `${b}: รหัสยืนยันของคุณคือ ${c} (ใช้ได้ ${m} นาที) อย่าบอกรหัสนี้กับผู้อื่น`,
  VI: (b, c, m) => `${b}: mã xác minh của bạn là ${c} (hiệu lực ${m} phút). Không chia sẻ mã này với bất kỳ ai.`,
};

const RESET_SUBJECT: Record<string, string> = {
  KM: 'កំណត់ពាក្យសម្ងាត់ឡើងវិញ',
  EN: 'Reset your password',
  CN: '重置密码',
  TH: 'ตั้งรหัสผ่านใหม่',
  VI: 'Đặt lại mật khẩu',
};

const pick = <T>(map: Record<string, T>, language: string | undefined): T =>
  map[(language ?? '').toUpperCase()] ?? (map.EN as T);

export const codeText = (language: string | undefined, brand: string) => (code: string, minutes: number) => ({
  body: pick(CODE_TEXT, language)(brand, code, minutes),
});

export const resetEmailText =
  (language: string | undefined, brand: string, link: (code: string) => string) => (code: string, minutes: number) => ({
    subject: `${brand}: ${pick(RESET_SUBJECT, language)}`,
    body: `${pick(CODE_TEXT, language)(brand, code, minutes)}\n\n${link(code)}`,
  });
