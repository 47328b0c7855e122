import { isAgentType, type LoginValue, type MemberInfo, TRIAL_TYPE } from '@mekong/contracts';
import { create } from 'zustand';

/** The spec's session storage keys this feature owns (SPEC point 3). */
const KEYS = [
  'token',
  'account',
  'username',
  'nickname',
  'customerId',
  'isAgent',
  'toUpline',
  'cpw',
  'memberLabel',
] as const;
/** The same keys, for the hand-over of a session to a new tab (tab-handover.ts). */
export const SESSION_KEYS: readonly string[] = KEYS;

export type AuthModal =
  | 'login'
  | 'register'
  | 'forgot'
  | 'change'
  | 'afterLogin'
  | 'trialWarning'
  | 'logout'
  | 'member'
  | 'agent'
  | null;

type SessionState = {
  token: string | null;
  member: MemberInfo | null;
  /**
   * Set after login when the password must be changed before anything else. The old password is
   * the one just typed, kept in memory only; null when unknown (a reload), and then asked for.
   */
  forcedChange: { oldPassword: string | null } | null;
  modal: AuthModal;
  /** The page the member or agent centre shows. */
  centreTab: string | null;
  firstTimeLogin: boolean;
  /** The account type from the login answer, known before the member info arrives. */
  customerType: number | null;
  openModal: (modal: AuthModal, centreTab?: string) => void;
  signedIn: (value: LoginValue) => void;
  setMember: (member: MemberInfo) => void;
  setForcedChange: (f: { oldPassword: string | null } | null) => void;
  /**
   * Opens the member or agent centre the way SPEC point 4 allows: a visitor gets the login popup,
   * a trial account (type 4) the real-account warning, a non-agent no agent centre.
   */
  openCentre: (kind: 'member' | 'agent', tab?: string) => void;
  clear: () => void;
};

/** At start, a token without an account in session storage is discarded (SPEC point 4). */
function initialToken(): string | null {
  const token = sessionStorage.getItem('token');
  if (token && !sessionStorage.getItem('account')) {
    sessionStorage.removeItem('token');
    return null;
  }
  return token;
}

export const useSession = create<SessionState>((set, get) => ({
  token: initialToken(),
  member: null,
  forcedChange: null,
  modal: null,
  centreTab: null,
  firstTimeLogin: false,
  customerType: null,
  openModal: (modal, centreTab) => set({ modal, centreTab: centreTab ?? null }),
  signedIn: (value) => {
    sessionStorage.setItem('token', value.token);
    sessionStorage.setItem('account', value.userName);
    sessionStorage.setItem('username', value.userName);
    sessionStorage.setItem('customerId', String(value.id));
    sessionStorage.setItem('isAgent', String(isAgentType(value.customerType)));
    set({ token: value.token, firstTimeLogin: value.firstTimeLogin, customerType: value.customerType });
  },
  setMember: (member) => {
    sessionStorage.setItem('nickname', member.nickname);
    sessionStorage.setItem('toUpline', member.toUpline ?? '');
    sessionStorage.setItem('memberLabel', JSON.stringify(member.memberLabel));
    sessionStorage.setItem('isAgent', String(member.isAgent));
    set({ member, customerType: member.type });
  },
  setForcedChange: (forcedChange) => {
    // `cpw` survives a reload, so the forced step comes back until the password is changed.
    sessionStorage.setItem('cpw', String(forcedChange !== null));
    set({ forcedChange });
  },
  openCentre: (kind, tab) => {
    const { token, member, customerType } = get();
    if (!token) return set({ modal: 'login', centreTab: null });
    if ((member?.type ?? customerType) === TRIAL_TYPE) return set({ modal: 'trialWarning', centreTab: null });
    if (kind === 'agent' && member && !member.isAgent) return;
    set({ modal: kind, centreTab: tab ?? null });
  },
  /** Only this feature's keys go: the merchant's keys (merchant, platform, ...) stay for the next visitor. */
  clear: () => {
    for (const key of KEYS) sessionStorage.removeItem(key);
    set({ token: null, member: null, forcedChange: null, firstTimeLogin: false, customerType: null });
  },
}));

export const isTrial = (member: MemberInfo | null) => member?.type === TRIAL_TYPE;

/** A stable id for this browser, sent with logins so sessions can be told apart. */
export function deviceId(): string {
  let id = localStorage.getItem('loginDeviceId');
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem('loginDeviceId', id);
  }
  return id;
}
