import type { AnnouncementType } from '@mekong/contracts';

/** One demo announcement: its title and HTML in each language, live since `daysAgo`. */
export type DemoNotice = {
  type: AnnouncementType;
  daysAgo: number;
  /** Days until it ends; open-ended when absent. */
  endsIn?: number;
  image?: string;
  link?: string;
  KM: [string, string];
  EN: [string, string];
  CN: [string, string];
};

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

export const BANNERS: DemoNotice[] = [
  {
    type: 'B',
    daysAgo: 20,
    image: '/content/banner-welcome.svg',
    link: '/promotions',
    KM: ['ប្រាក់រង្វាន់ស្វាគមន៍ 100% រហូតដល់ $100', ''],
    EN: ['100% welcome bonus up to $100', ''],
    CN: ['首存100%欢迎奖金，最高$100', ''],
  },
  {
    type: 'B',
    daysAgo: 15,
    image: '/content/banner-lottery.svg',
    link: '/vnlottery?gameCode=VN_N',
    KM: ['ឆ្នោតវៀតណាមចេញរៀងរាល់ថ្ងៃ', ''],
    EN: ['Vietnamese lottery draws every day', ''],
    CN: ['越南彩票每日开奖', ''],
  },
  {
    type: 'B',
    daysAgo: 10,
    image: '/content/banner-app.svg',
    link: '/down',
    KM: ['ទាញយកកម្មវិធីសម្រាប់ iOS និង Android', ''],
    EN: ['Get the app for iOS and Android', ''],
    CN: ['下载 iOS 与 Android 应用', ''],
  },
];

export const PLAYER_NOTICES: DemoNotice[] = [
  {
    type: 'PL',
    daysAgo: 1,
    KM: ['ការថែទាំប្រព័ន្ធនៅថ្ងៃអាទិត្យ', p('ប្រព័ន្ធនឹងធ្វើការថែទាំពីម៉ោង 02:00 ដល់ 04:00 ថ្ងៃអាទិត្យ។', 'សូមអភ័យទោសចំពោះការរំខាន។')],
    EN: [
      'Scheduled maintenance on Sunday',
      p('The platform will be under maintenance on Sunday from 02:00 to 04:00.', 'We apologise for the inconvenience.'),
    ],
    CN: ['周日系统维护通知', p('平台将于周日 02:00 至 04:00 进行系统维护。', '给您带来不便，敬请谅解。')],
  },
  {
    type: 'PL',
    daysAgo: 2,
    KM: ['ឆ្នោតវៀតណាមខាងជើងបានបើកហើយ', p('ឥឡូវនេះអ្នកអាចភ្នាល់ឆ្នោតវៀតណាមខាងជើងរៀងរាល់ថ្ងៃ ចេញលទ្ធផលម៉ោង 18:15។')],
    EN: [
      'Northern Vietnamese lottery is open',
      p('You can now play the northern Vietnamese lottery every day; results at 18:15.'),
    ],
    CN: ['越南北部彩票现已开放', p('现在每天都可以投注越南北部彩票，18:15 开奖。')],
  },
  {
    type: 'PL',
    daysAgo: 3,
    KM: ['ការផ្ទេរប្រាក់តាម ABA Bank', p('ការដាក់ប្រាក់តាម <strong>ABA Bank</strong> ត្រូវបានបញ្ជាក់ក្នុងរយៈពេល 5 នាទី។')],
    EN: ['Deposits by ABA Bank', p('Deposits by <strong>ABA Bank</strong> are now confirmed within 5 minutes.')],
    CN: ['ABA 银行存款', p('通过 <strong>ABA 银行</strong> 的存款现在 5 分钟内到账。')],
  },
  {
    type: 'PL',
    daysAgo: 4,
    KM: ['លេងដោយទំនួលខុសត្រូវ (18+)', p('មានតែអ្នកដែលមានអាយុ 18 ឆ្នាំឡើងទៅប៉ុណ្ណោះដែលអាចលេងបាន។', 'សូមកំណត់ថវិកា និងពេលវេលាលេងរបស់អ្នក។')],
    EN: [
      'Play responsibly (18+)',
      p('Only players aged 18 or over may play.', 'Set yourself a budget and a time limit.'),
    ],
    CN: ['理性娱乐（18+）', p('仅限年满 18 岁的玩家参与。', '请为自己设定预算和游戏时间。')],
  },
  {
    type: 'PL',
    daysAgo: 5,
    KM: ['ប្រយ័ត្នគេហទំព័រក្លែងក្លាយ', p('យើងមិនដែលសុំលេខសម្ងាត់របស់អ្នកតាមទូរស័ព្ទ ឬសារឡើយ។', 'សូមចូលតែតាមដែនផ្លូវការប៉ុណ្ណោះ។')],
    EN: [
      'Beware of fake websites',
      p('We never ask for your password by phone or message.', 'Sign in only through our official domains.'),
    ],
    CN: ['谨防钓鱼网站', p('我们绝不会通过电话或短信索要您的密码。', '请只通过官方域名登录。')],
  },
  {
    type: 'PL',
    daysAgo: 6,
    KM: ['ពេលវេលាដំណើរការដកប្រាក់', p('សំណើដកប្រាក់ភាគច្រើនត្រូវបានដំណើរការក្នុងរយៈពេល 30 នាទី។')],
    EN: ['Withdrawal processing times', p('Most withdrawals are processed within 30 minutes.')],
    CN: ['提款处理时间', p('大多数提款申请将在 30 分钟内处理完毕。')],
  },
  {
    type: 'PL',
    daysAgo: 8,
    KM: ['ម៉ោងបម្រើអតិថិជនពេលបុណ្យចូលឆ្នាំខ្មែរ', p('ក្រុមបម្រើអតិថិជនរបស់យើងនៅតែបម្រើ 24 ម៉ោងក្នុងអំឡុងពេលបុណ្យ។')],
    EN: ['Customer service over Khmer New Year', p('Our customer service stays open 24 hours a day over the holiday.')],
    CN: ['柬埔寨新年客服时间', p('节日期间客服团队照常 24 小时在线。')],
  },
  {
    type: 'PL',
    daysAgo: 9,
    KM: ['រដូវកាលបាល់ទាត់ថ្មីបានចាប់ផ្តើម', p('ភ្នាល់លើការប្រកួតបាល់ទាត់ជាមួយហាងឆេងល្អបំផុត។')],
    EN: ['The new football season has started', p('Bet on every match of the new season with strong odds.')],
    CN: ['新足球赛季开幕', p('新赛季每场比赛均可投注，赔率优厚。')],
  },
  {
    type: 'PL',
    daysAgo: 12,
    KM: ['កម្មវិធីកំណែ 2.4 អាចទាញយកបាន', p('កំណែថ្មីធ្វើឱ្យការចូលលឿនជាងមុន។ ទាញយកនៅទំព័រទាញយកកម្មវិធី។')],
    EN: ['App version 2.4 is available', p('The new version signs you in faster. Get it from the app download page.')],
    CN: ['应用 2.4 版本已发布', p('新版本登录更快，请前往应用下载页面更新。')],
  },
];

export const OTHER_NOTICES: DemoNotice[] = [
  {
    type: 'PR',
    daysAgo: 7,
    endsIn: 60,
    link: '/promotions',
    KM: [
      'ប្រាក់រង្វាន់ដាក់ប្រាក់លើកដំបូង 100%',
      p('ដាក់ប្រាក់លើកដំបូងអប្បបរមា $10 ទទួលបានប្រាក់រង្វាន់ 100% រហូតដល់ $100។', 'ភ្នាល់ 10 ដងនៃប្រាក់រង្វាន់មុនពេលដកប្រាក់។'),
    ],
    EN: [
      '100% first-deposit bonus',
      p(
        'Make a first deposit of at least $10 and get a 100% bonus up to $100.',
        'Wager the bonus 10 times before withdrawing.',
      ),
    ],
    CN: ['首存 100% 奖金', p('首次存款满 $10 即可获得 100% 奖金，最高 $100。', '提款前需完成奖金 10 倍流水。')],
  },
  {
    type: 'PU',
    daysAgo: 3,
    endsIn: 30,
    image: '/content/banner-welcome.svg',
    link: '/promotions',
    KM: [
      'សូមស្វាគមន៍មកកាន់ Mekong',
      p('សមាជិកថ្មីទទួលបានប្រាក់រង្វាន់ 100% លើការដាក់ប្រាក់លើកដំបូង។', 'សូមលេងដោយទំនួលខុសត្រូវ។ សម្រាប់តែអាយុ 18+ ប៉ុណ្ណោះ។'),
    ],
    EN: [
      'Welcome to Mekong',
      p('New members get a 100% bonus on their first deposit.', 'Please play responsibly. 18+ only.'),
    ],
    CN: ['欢迎来到 Mekong', p('新会员首次存款可获得 100% 奖金。', '请理性娱乐，仅限 18 岁以上。')],
  },
  {
    type: 'AGENT',
    daysAgo: 2,
    KM: [
      'កាលវិភាគទូទាត់កម្រៃជើងសារ',
      p('ប្រាក់ខែប្រចាំថ្ងៃត្រូវបានទូទាត់នៅម៉ោង 01:00 ថ្ងៃបន្ទាប់។', 'ភាគលាភត្រូវបានទូទាត់បន្ទាប់ពីរយៈពេលនីមួយៗបិទ។'),
    ],
    EN: [
      'Commission payment schedule',
      p('Daily salary is paid at 01:00 the next day.', 'Dividends are paid once each period closes.'),
    ],
    CN: ['佣金发放时间表', p('日工资于次日 01:00 发放。', '分红在每个周期结束后发放。')],
  },
  {
    type: 'AGENT',
    daysAgo: 6,
    KM: ['ការណែនាំសម្រាប់ការបើកគណនីក្រោម', p('សូមប្រាប់សមាជិកថ្មីឱ្យប្តូរលេខសម្ងាត់លំនាំដើមនៅពេលចូលលើកដំបូង។')],
    EN: ['Opening downline accounts', p('Remind new downlines to change the default password at their first sign-in.')],
    CN: ['开设下级账户须知', p('请提醒新下级在首次登录时修改默认密码。')],
  },
];
