import { eq } from 'drizzle-orm';
import { createPromotion, type NewPromotion } from '../modules/promotion/index.ts';
import type { Db } from '../platform/db/index.ts';
import { missions, promotions } from '../platform/db/schema.ts';

const DAY = 86_400_000;
type T = { KM: string; EN: string; CN: string };
type Demo = Omit<NewPromotion, 'merchantId' | 'startsAt' | 'endsAt'> & { from: number; to: number };

const body = (intro: T, points: [string, string, string][]): T => {
  const list = (i: 0 | 1 | 2) => `<ul>${points.map((p) => `<li>${p[i]}</li>`).join('')}</ul>`;
  return { KM: `<p>${intro.KM}</p>${list(0)}`, EN: `<p>${intro.EN}</p>${list(1)}`, CN: `<p>${intro.CN}</p>${list(2)}` };
};
const TERMS: [string, string, string] = [
  'ប្រាក់រង្វាន់ត្រូវភ្នាល់គ្រប់ចំនួនជុំមុនពេលដកប្រាក់។',
  'The bonus must be wagered the stated number of times before withdrawal.',
  '奖金须完成规定流水后方可提款。',
];

/** The demo hall: every kind, in several categories, one coming soon and one closed. */
const DEMO: Demo[] = [
  {
    category: 'NEW',
    kind: 'FIRST_DEPOSIT',
    titles: { KM: 'ប្រាក់រង្វាន់ស្វាគមន៍ 100%', EN: '100% welcome bonus', CN: '首存100%欢迎奖金' },
    bodies: body(
      {
        KM: 'ចុះឈ្មោះចូលរួម រួចដាក់ប្រាក់លើកដំបូង ទទួលបានប្រាក់រង្វាន់ 100% រហូតដល់ $100។',
        EN: 'Join, then make your first deposit and get a 100% bonus up to $100.',
        CN: '报名后完成首次存款，即可获得100%奖金，最高$100。',
      },
      [
        ['ដាក់ប្រាក់អប្បបរមា $10។', 'Minimum deposit $10.', '最低存款$10。'],
        ['ភ្នាល់ 10 ដងនៃប្រាក់រង្វាន់។', 'Wager 10 times the bonus.', '奖金需完成10倍流水。'],
        TERMS,
      ],
    ),
    image: '/promotions/welcome.svg',
    rules: { rateBps: 10_000, cap: '10000', minDeposit: '1000' },
    turnoverMultiple: 10,
    sort: 1,
    from: -10,
    to: 180,
  },
  {
    category: 'DAILY',
    kind: 'CHECKIN',
    titles: { KM: 'ចុះវត្តមានប្រចាំថ្ងៃ', EN: 'Daily check-in', CN: '每日签到' },
    bodies: body(
      {
        KM: 'ចុចចុះវត្តមានរៀងរាល់ថ្ងៃ។ ថ្ងៃជាប់ៗគ្នាកាន់តែច្រើន រង្វាន់កាន់តែធំ រហូតដល់ $8 នៅថ្ងៃទី 7។',
        EN: 'Check in every day. The longer your streak, the bigger the reward, up to $8 on day 7.',
        CN: '每天签到一次，连续签到天数越多奖励越高，第7天可得$8。',
      },
      [
        ['ម្តងក្នុងមួយថ្ងៃ (ម៉ោងភ្នំពេញ)។', 'Once per day (Phnom Penh time).', '每天一次（金边时间）。'],
        ['ខកខានមួយថ្ងៃ ចាប់ផ្តើមពីថ្ងៃទី 1 វិញ។', 'Miss a day and the streak restarts.', '中断一天则重新计算。'],
      ],
    ),
    image: '/promotions/checkin.svg',
    rules: { rewards: ['100', '100', '200', '200', '300', '300', '800'] },
    turnoverMultiple: 1,
    sort: 2,
    from: -10,
    to: 365,
  },
  {
    category: 'CASINO',
    kind: 'REBATE',
    titles: { KM: 'ប្រាក់បង្វិលសងប្រចាំថ្ងៃ 0.8%', EN: '0.8% daily rebate', CN: '每日0.8%返水' },
    bodies: body(
      {
        KM: 'ការភ្នាល់មានសុពលភាពរបស់អ្នករៀងរាល់ថ្ងៃ ទទួលបានប្រាក់បង្វិលសង 0.8% នៅថ្ងៃបន្ទាប់។',
        EN: 'Every day your valid bets earn a 0.8% rebate, issued the next day in your reward centre.',
        CN: '每日有效投注可获得0.8%返水，次日发放至奖励中心。',
      },
      [
        ['ការភ្នាល់មានសុពលភាពអប្បបរមា $10។', 'Minimum valid bet $10.', '最低有效投注$10。'],
        ['រហូតដល់ $500 ក្នុងមួយថ្ងៃ។', 'Up to $500 per day.', '每日最高$500。'],
      ],
    ),
    image: '/promotions/rebate.svg',
    rules: { rateBps: 80, minValidBet: '1000', cap: '50000' },
    turnoverMultiple: 1,
    sort: 3,
    from: -30,
    to: 365,
  },
  {
    category: 'DAILY',
    kind: 'RAFFLE',
    titles: { KM: 'ចាប់រង្វាន់សំណាងប្រចាំថ្ងៃ', EN: 'Daily lucky draw', CN: '每日幸运抽奖' },
    bodies: body(
      {
        KM: 'ភ្នាល់មានសុពលភាព $50 ក្នុងថ្ងៃនេះ ដើម្បីចាប់រង្វាន់មួយដង រហូតដល់ $88.88។',
        EN: 'Reach $50 of valid bets today for one draw, with prizes up to $88.88.',
        CN: '当日有效投注满$50即可抽奖一次，最高奖金$88.88。',
      },
      [['ម្តងក្នុងមួយថ្ងៃ។', 'One draw per day.', '每天限抽一次。'], TERMS],
    ),
    image: '/promotions/raffle.svg',
    rules: {
      period: 'DAY',
      metric: 'VALID_BET',
      need: '5000',
      prizes: [
        { amount: '100', weight: 50 },
        { amount: '300', weight: 30 },
        { amount: '888', weight: 15 },
        { amount: '8888', weight: 5 },
      ],
    },
    turnoverMultiple: 1,
    sort: 4,
    from: -10,
    to: 365,
  },
  {
    category: 'NEW',
    kind: 'REFERRAL',
    titles: { KM: 'អញ្ជើញមិត្តភក្តិ ទទួល $5', EN: 'Invite a friend, get $5', CN: '邀请好友得$5' },
    bodies: body(
      {
        KM: 'ចែករំលែកតំណអញ្ជើញរបស់អ្នក។ នៅពេលមិត្តភក្តិដាក់ប្រាក់លើកដំបូង $10 ឡើងទៅ អ្នកទទួលបាន $5។',
        EN: 'Share your invitation link. When a friend makes a first deposit of $10 or more, you get $5.',
        CN: '分享您的邀请链接，好友首次存款满$10，您即可获得$5。',
      },
      [['មិត្តភក្តិម្នាក់ៗទទួលបានម្តង។', 'Paid once per friend.', '每位好友仅奖励一次。'], TERMS],
    ),
    image: '/promotions/referral.svg',
    rules: { reward: '500', minDeposit: '1000' },
    turnoverMultiple: 3,
    sort: 5,
    from: -10,
    to: 365,
  },
  {
    category: 'SPORTS',
    kind: 'APPLY',
    titles: { KM: 'ប្រាក់រង្វាន់កីឡាចុងសប្តាហ៍', EN: 'Weekend sports bonus', CN: '周末体育奖金' },
    bodies: body(
      {
        KM: 'ភ្នាល់កីឡានៅចុងសប្តាហ៍ រួចដាក់ពាក្យស្នើសុំជាមួយរូបថតអេក្រង់ប័ណ្ណភ្នាល់។',
        EN: 'Bet on sports over the weekend, then apply with a screenshot of your bet slip.',
        CN: '周末投注体育赛事后，附上注单截图申请即可。',
      },
      [['ក្រុមការងារពិនិត្យក្នុងរយៈពេល 24 ម៉ោង។', 'Our team reviews within 24 hours.', '客服将在24小时内审核。'], TERMS],
    ),
    image: '/promotions/sports.svg',
    rules: {},
    turnoverMultiple: 5,
    sort: 6,
    from: -5,
    to: 90,
  },
  {
    category: 'LOTTERY',
    kind: 'APPLY',
    titles: { KM: 'លេខសំណាងឆ្នោត', EN: 'Lottery lucky number', CN: '彩票幸运号码' },
    bodies: body(
      {
        KM: 'ត្រូវលេខ 88 ក្នុងឆ្នោតណាមួយ ហើយដាក់ពាក្យទទួលប្រាក់រង្វាន់បន្ថែម។',
        EN: 'Hit the number 88 in any lottery and apply for an extra prize.',
        CN: '在任意彩票中中出88号码，即可申请额外奖金。',
      },
      [TERMS],
    ),
    image: '/promotions/lottery.svg',
    rules: {},
    turnoverMultiple: 3,
    sort: 7,
    from: 7,
    to: 60,
  },
  {
    category: 'VIP',
    kind: 'APPLY',
    titles: { KM: 'កាដូខួបកំណើត VIP', EN: 'VIP birthday gift', CN: 'VIP生日礼金' },
    bodies: body(
      {
        KM: 'សមាជិក VIP ទទួលបានកាដូក្នុងខែខួបកំណើត។',
        EN: 'VIP members receive a gift in their birthday month.',
        CN: 'VIP会员在生日当月可领取礼金。',
      },
      [TERMS],
    ),
    image: '/promotions/vip.svg',
    rules: {},
    turnoverMultiple: 1,
    sort: 8,
    from: -60,
    to: -5,
  },
];

const DEMO_MISSIONS = [
  {
    titles: { KM: 'ភ្នាល់មានសុពលភាព $20 ថ្ងៃនេះ', EN: 'Bet $20 valid today', CN: '今日有效投注$20' },
    metric: 'VALID_BET' as const,
    target: 2_000n,
    reward: 100n,
    points: 10,
  },
  {
    titles: { KM: 'ដាក់ប្រាក់ $50 ថ្ងៃនេះ', EN: 'Deposit $50 today', CN: '今日存款$50' },
    metric: 'DEPOSIT' as const,
    target: 5_000n,
    reward: 200n,
    points: 20,
  },
  {
    titles: { KM: 'ភ្នាល់ឆ្នោត 3 ដង', EN: 'Place 3 lottery bets', CN: '投注彩票3次' },
    metric: 'LOTTERY_BETS' as const,
    target: 3n,
    reward: 100n,
    points: 15,
  },
  {
    titles: { KM: 'ភ្នាល់មានសុពលភាព $200 ថ្ងៃនេះ', EN: 'Bet $200 valid today', CN: '今日有效投注$200' },
    metric: 'VALID_BET' as const,
    target: 20_000n,
    reward: 800n,
    points: 50,
  },
];

/** The demo merchant's promotions and missions; skipped when the merchant has any already. */
export async function seedPromotions(db: Db, merchantId: number, now = new Date()) {
  const [any] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.merchantId, merchantId));
  if (any) return;
  for (const { from, to, ...p } of DEMO) {
    await createPromotion(db, {
      ...p,
      merchantId,
      startsAt: new Date(now.getTime() + from * DAY),
      endsAt: new Date(now.getTime() + to * DAY),
    });
  }
  await db.insert(missions).values(DEMO_MISSIONS.map((m, i) => ({ ...m, merchantId, turnoverMultiple: 1, sort: i })));
}
