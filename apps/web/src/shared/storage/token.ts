/** The session token lives in the `HD-TOEKN` cookie (the spec's spelling), valid for one day. */
export const TOKEN_COOKIE = 'HD-TOEKN';
const ONE_DAY_SECONDS = 24 * 60 * 60;

export function getToken(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === TOKEN_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value || null;
    }
  }
  return null;
}

export function setToken(token: string): void {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; max-age=${ONE_DAY_SECONDS}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}

export function removeToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}
