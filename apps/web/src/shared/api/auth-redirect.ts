/**
 * Where an authentication answer sends the user: 401 → Login (the session is dead), 412 → Signup
 * (an identity without a profile). Null when the user is already there, so a wrong password on the
 * login form or a 412 on the signup page just shows its notice.
 */
export function authRedirectFor(
  status: number,
  currentPath: string,
  currentSearch = '',
): { to: '/login' | '/signup'; search: Record<string, string> } | null {
  // Where the user was, search included (list filters, an invitation's token), to come back to.
  const keep = currentPath !== '/' && currentPath !== '/signup' && currentPath !== '/login';
  const back: Record<string, string> = keep ? { returnTo: `/a${currentPath}${currentSearch}` } : {};
  if (status === 401) return currentPath === '/login' ? null : { to: '/login', search: back };
  if (status === 412) return currentPath === '/signup' ? null : { to: '/signup', search: back };
  return null;
}
