/**
 * The whitelabel module catalogue. Each endpoint belongs to one module; a merchant that switches a
 * module off gets 403 `function.not.available` on its endpoints. Flag-only modules change what the
 * client shows. Parents group the tree the same way the original settings tree did.
 */
export type ModuleDef = { modId: string; parent?: string; defaultEnabled: boolean; label: string };

export const MODULES = [
  { modId: 'COMM3', defaultEnabled: true, label: 'Core: session, member info, system, notices' },
  { modId: 'REG3', parent: 'COMM3', defaultEnabled: true, label: 'Registration' },
  { modId: 'DIRECTREG3', parent: 'REG3', defaultEnabled: true, label: 'Register link in header' },
  { modId: 'USERNAMEREG3', parent: 'REG3', defaultEnabled: true, label: 'Username registration' },
  { modId: 'MOBILENUMREG3', parent: 'REG3', defaultEnabled: true, label: 'Mobile registration' },
  { modId: 'MOBILENUMPASSREG3', parent: 'REG3', defaultEnabled: true, label: 'Mobile registration with password' },
  { modId: 'REGMOBVERF3', parent: 'REG3', defaultEnabled: false, label: 'SMS verification on username registration' },
  { modId: 'AFFMAN3', parent: 'REG3', defaultEnabled: true, label: 'Affiliate (invitation) codes' },
  { modId: 'VERIFICATION3', parent: 'COMM3', defaultEnabled: true, label: 'Login SMS code' },
  { modId: 'MOBILEVERCODELOGIN3', parent: 'VERIFICATION3', defaultEnabled: true, label: 'SMS login tab' },
  { modId: 'PHONELOGIN3', parent: 'VERIFICATION3', defaultEnabled: true, label: 'Phone login' },
  { modId: 'LOGINIPVERF3', parent: 'COMM3', defaultEnabled: true, label: 'New-IP verification' },
  { modId: 'PASS3', parent: 'COMM3', defaultEnabled: true, label: 'Change password' },
  { modId: 'PWDEXPFORCECHANGE3', parent: 'PASS3', defaultEnabled: false, label: 'Force change of expired password' },
  { modId: 'PWRESETSMS3', parent: 'PASS3', defaultEnabled: true, label: 'Password reset SMS' },
  { modId: 'CHNGPASSVERIF3', parent: 'PASS3', defaultEnabled: true, label: 'Password recovery by phone' },
  { modId: 'FREEPLAY3', parent: 'COMM3', defaultEnabled: true, label: 'Free-play demo login' },
  { modId: 'CAPTCHA3', parent: 'COMM3', defaultEnabled: true, label: 'Image captcha' },
  { modId: 'GEETEST3', parent: 'COMM3', defaultEnabled: false, label: 'Slider verification' },
  { modId: 'PROFPIC3', parent: 'COMM3', defaultEnabled: true, label: 'Profile picture' },
  { modId: 'LOGINEDTOHOMEPAGE', parent: 'COMM3', defaultEnabled: false, label: 'Sign-in required to browse' },
  { modId: 'FUNDTRANS3', defaultEnabled: true, label: 'Wallet transfer' },
  { modId: 'GAMELO3', defaultEnabled: true, label: 'Game launch and lists' },
  { modId: 'GAMELOHOT3', parent: 'GAMELO3', defaultEnabled: true, label: 'Hot games' },
  { modId: 'GAMELOFAV3', parent: 'GAMELO3', defaultEnabled: true, label: 'Favourite games' },
  { modId: 'GAMELOREC3', parent: 'GAMELO3', defaultEnabled: true, label: 'Recent games' },
  { modId: 'AGEANNOUNCE3', parent: 'GAMELO3', defaultEnabled: true, label: 'Popular numbers and VN draws' },
  { modId: 'AGENTPOLICY3', defaultEnabled: true, label: 'Agent contracts after login' },
  { modId: 'SIGNCONDIV3', parent: 'AGENTPOLICY3', defaultEnabled: true, label: 'Dividend contracts' },
  { modId: 'DAILYSALCONT3', parent: 'AGENTPOLICY3', defaultEnabled: true, label: 'Daily salary contracts' },
  { modId: 'HOURSAL3', parent: 'AGENTPOLICY3', defaultEnabled: true, label: 'Hourly salary contracts' },
  { modId: 'RTSALARY3', parent: 'AGENTPOLICY3', defaultEnabled: true, label: 'Real-time salary contracts' },
  { modId: 'REWCEN3', defaultEnabled: true, label: 'Reward centre' },
  { modId: 'PTSYS3', defaultEnabled: true, label: 'Points mall' },
  { modId: 'INBOX3', defaultEnabled: true, label: 'Platform messages' },
  { modId: 'FEEDBACK3', defaultEnabled: true, label: 'Feedback' },
  { modId: 'MEMTRANS3', defaultEnabled: true, label: 'Member transaction details' },
  { modId: 'CBS3', defaultEnabled: true, label: 'Live chat' },
] as const satisfies readonly ModuleDef[];

export type ModId = (typeof MODULES)[number]['modId'];

/** The tree node shape of GET /wps/system/whitelabel. */
export type WhitelabelNode = { modId: string; enabled: '1' | '0'; childrenNodes: WhitelabelNode[] };

/** Reads a module flag out of the settings tree: on only if it and every ancestor are on. */
export function isModuleOn(tree: WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.enabled !== '1') continue;
    if (node.modId === modId) return true;
    if (isModuleOn(node.childrenNodes, modId)) return true;
  }
  return false;
}
