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
  /** Set after login when the password must be changed before anything else. */
  forcedChange: { oldPassword: string } | null;
  modal: AuthModal;
  /** The page the member or agent centre shows. */
  centreTab: string | null;
  firstTimeLogin: boolean;
  openModal: (modal: AuthModal, centreTab?: string) => void;
  signedIn: (value: LoginValue) => void;
  setMember: (member: MemberInfo) => void;
  setForcedChange: (f: { oldPassword: string } | null) => void;
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

export const useSession = create<SessionState>((set) => ({
  token: initialToken(),
  member: null,
  forcedChange: null,
  modal: null,
  centreTab: null,
  firstTimeLogin: false,
  openModal: (modal, centreTab) => set({ modal, centreTab: centreTab ?? null }),
  signedIn: (value) => {
    sessionStorage.setItem('token', value.token);
    sessionStorage.setItem('account', value.userName);
    sessionStorage.setItem('username', value.userName);
    sessionStorage.setItem('customerId', String(value.id));
    sessionStorage.setItem('isAgent', String(isAgentType(value.customerType)));
    sessionStorage.setItem('cpw', String(value.forceChangePassword));
    set({ token: value.token, firstTimeLogin: value.firstTimeLogin });
  },
  setMember: (member) => {
    sessionStorage.setItem('nickname', member.nickname);
    sessionStorage.setItem('toUpline', member.toUpline ?? '');
    sessionStorage.setItem('memberLabel', JSON.stringify(member.memberLabel));
    sessionStorage.setItem('isAgent', String(member.isAgent));
    sessionStorage.setItem('cpw', String(member.forceChangePassword));
    set({ member });
  },
  setForcedChange: (forcedChange) => set({ forcedChange }),
  clear: () => {
    for (const key of KEYS) sessionStorage.removeItem(key);
    set({ token: null, member: null, forcedChange: null, firstTimeLogin: false });
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
