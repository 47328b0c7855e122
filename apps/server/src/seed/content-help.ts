type T = { KM: string; EN: string; CN: string };
export type DemoHelpCategory = { code: string; title: T; articles: { title: T; body: T }[] };

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const ol = (...items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;

/** The demo help centre; `livechat` is where the customer-service link lands (/helpmc?topic=livechat). */
export const HELP: DemoHelpCategory[] = [
  {
    code: 'deposit',
    title: { KM: 'ការដាក់ប្រាក់', EN: 'Deposits', CN: '存款' },
    articles: [
      {
        title: { KM: 'របៀបដាក់ប្រាក់', EN: 'How to deposit', CN: '如何存款' },
        body: {
          KM: ol('ចុចប៊ូតុង "ដាក់ប្រាក់" នៅខាងលើ។', 'ជ្រើសរើសវិធីបង់ប្រាក់ ហើយបញ្ចូលចំនួនទឹកប្រាក់។', 'ធ្វើការផ្ទេរប្រាក់ ហើយរង់ចាំការបញ្ជាក់។'),
          EN: ol(
            'Tap "Deposit" at the top of the page.',
            'Choose a payment channel and enter the amount.',
            'Make the transfer and wait for the confirmation.',
          ),
          CN: ol('点击页面顶部的“存款”。', '选择支付渠道并输入金额。', '完成转账并等待确认。'),
        },
      },
      {
        title: { KM: 'ប្រាក់មិនទាន់ចូលគណនី', EN: 'My deposit has not arrived', CN: '存款未到账' },
        body: {
          KM: p('ការផ្ទេរតាមធនាគារជាធម្មតាចំណាយពេល 5 ទៅ 15 នាទី។', 'បើលើសពី 30 នាទី សូមទាក់ទងផ្នែកបម្រើអតិថិជនជាមួយវិក្កយបត្ររបស់អ្នក។'),
          EN: p(
            'Bank transfers usually take 5 to 15 minutes.',
            'After 30 minutes, contact customer service with your receipt.',
          ),
          CN: p('银行转账通常需要 5 至 15 分钟。', '超过 30 分钟仍未到账，请携带转账凭证联系客服。'),
        },
      },
    ],
  },
  {
    code: 'withdraw',
    title: { KM: 'ការដកប្រាក់', EN: 'Withdrawals', CN: '提款' },
    articles: [
      {
        title: { KM: 'របៀបដកប្រាក់', EN: 'How to withdraw', CN: '如何提款' },
        body: {
          KM: ol('ភ្ជាប់គណនីធនាគារដែលមានឈ្មោះដូចឈ្មោះពិតរបស់អ្នក។', 'កំណត់លេខសម្ងាត់ទូទាត់។', 'បញ្ចូលចំនួនទឹកប្រាក់ និងលេខសម្ងាត់ទូទាត់។'),
          EN: ol(
            'Link a bank account in your own real name.',
            'Set a payment password.',
            'Enter the amount and your payment password.',
          ),
          CN: ol('绑定与您真实姓名一致的银行账户。', '设置支付密码。', '输入提款金额和支付密码。'),
        },
      },
      {
        title: { KM: 'ហេតុអ្វីការដកប្រាក់ត្រូវបានបដិសេធ?', EN: 'Why was my withdrawal refused?', CN: '为什么提款被拒绝？' },
        body: {
          KM: p('ប្រាក់រង្វាន់ត្រូវតែភ្នាល់គ្រប់ចំនួនមុនពេលដកប្រាក់។', 'ចំនួនទឹកប្រាក់ត្រូវនៅក្នុងដែនកំណត់ប្រចាំថ្ងៃ។'),
          EN: p(
            'A bonus must be wagered in full before you can withdraw.',
            'The amount must be within the daily limits.',
          ),
          CN: p('奖金须完成全部流水后方可提款。', '提款金额须在每日限额之内。'),
        },
      },
    ],
  },
  {
    code: 'security',
    title: { KM: 'សុវត្ថិភាពគណនី', EN: 'Account security', CN: '账户安全' },
    articles: [
      {
        title: { KM: 'ការពារលេខសម្ងាត់របស់អ្នក', EN: 'Protect your password', CN: '保护您的密码' },
        body: {
          KM: p('ប្រើលេខសម្ងាត់ខុសពីគេហទំព័រផ្សេងទៀត ហើយកុំចែករំលែកវាជាមួយនរណាម្នាក់។', 'យើងមិនដែលសុំលេខសម្ងាត់របស់អ្នកឡើយ។'),
          EN: p('Use a password you use nowhere else and never share it.', 'We will never ask you for your password.'),
          CN: p('请使用与其他网站不同的密码，切勿与他人分享。', '我们绝不会向您索要密码。'),
        },
      },
      {
        title: { KM: 'ការចូលពីឧបករណ៍ថ្មី', EN: 'Signing in from a new device', CN: '在新设备上登录' },
        body: {
          KM: p('នៅពេលអ្នកចូលពីបណ្តាញថ្មី យើងអាចសុំលេខកូដផ្ទៀងផ្ទាត់តាម SMS ឬអ៊ីមែល។'),
          EN: p('When you sign in from a new network we may ask for a code sent by SMS or email.'),
          CN: p('从新网络登录时，我们可能会要求输入短信或邮件验证码。'),
        },
      },
    ],
  },
  {
    code: 'responsible',
    title: { KM: 'ការលេងដោយទំនួលខុសត្រូវ (18+)', EN: 'Responsible gaming (18+)', CN: '理性娱乐（18+）' },
    articles: [
      {
        title: { KM: 'សម្រាប់តែអាយុ 18 ឆ្នាំឡើងទៅ', EN: 'For adults aged 18 and over', CN: '仅限 18 岁及以上成年人' },
        body: {
          KM: p('អ្នកត្រូវមានអាយុយ៉ាងហោចណាស់ 18 ឆ្នាំដើម្បីបើកគណនី។ គណនីរបស់អនីតិជននឹងត្រូវបិទ។'),
          EN: p('You must be at least 18 to open an account. Accounts of minors are closed.'),
          CN: p('开户须年满 18 岁。未成年人的账户将被关闭。'),
        },
      },
      {
        title: { KM: 'គន្លឹះលេងដោយសុវត្ថិភាព', EN: 'Tips for safe play', CN: '安全娱乐小贴士' },
        body: {
          KM: ol('កំណត់ថវិកាមុនពេលលេង។', 'កុំដេញតាមការខាតបង់។', 'សម្រាកជាប្រចាំ។', 'បើអ្នកត្រូវការជំនួយ សូមទាក់ទងយើងដើម្បីផ្អាកគណនី។'),
          EN: ol(
            'Set a budget before you play.',
            'Never chase your losses.',
            'Take regular breaks.',
            'If you need help, contact us to pause your account.',
          ),
          CN: ol('游戏前设定预算。', '切勿追逐亏损。', '定时休息。', '如需帮助，请联系我们暂停账户。'),
        },
      },
    ],
  },
  {
    code: 'livechat',
    title: { KM: 'ទាក់ទងយើង', EN: 'Contact us', CN: '联系我们' },
    articles: [
      {
        title: { KM: 'ផ្នែកបម្រើអតិថិជន 24/7', EN: '24/7 customer service', CN: '24/7 在线客服' },
        body: {
          KM: p('ក្រុមការងាររបស់យើងឆ្លើយតបជាភាសាខ្មែរ អង់គ្លេស និងចិន ក្នុងរយៈពេលពីរបីនាទី។'),
          EN: p('Our team answers in Khmer, English and Chinese within a few minutes.'),
          CN: p('我们的团队以高棉语、英语和中文在几分钟内回复。'),
        },
      },
    ],
  },
];
