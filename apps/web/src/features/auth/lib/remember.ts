/**
 * Remember-me keeps the username and a revocable server token for 24 h, never the password
 * (docs/decisions/0003).
 */
const USER_COOKIE = 'mk_remember_user';
const TOKEN_COOKIE = 'mk_remember_token';
const DAY_SECONDS = 24 * 60 * 60;

function readCookie(name: string): string | null {
  for (const part of document.cookie.split('; ')) {
    const [k, ...rest] = part.split('=');
    if (k === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

const writeCookie = (name: string, value: string, maxAge: number) => {
  // biome-ignore lint/suspicious/noDocumentCookie: remember-me is a cookie by the spec; Cookie Store is not everywhere yet
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${location.protocol === 'https:' ? '; Secure' : ''}`;
};

export function remembered(): { username: string | null; token: string | null } {
  return { username: readCookie(USER_COOKIE), token: readCookie(TOKEN_COOKIE) };
}

export function remember(username: string, token: string | null) {
  writeCookie(USER_COOKIE, username, DAY_SECONDS);
  if (token) writeCookie(TOKEN_COOKIE, token, DAY_SECONDS);
}

/** Logout forgets the token but keeps the username for the form. */
export function forgetToken() {
  writeCookie(TOKEN_COOKIE, '', 0);
}
