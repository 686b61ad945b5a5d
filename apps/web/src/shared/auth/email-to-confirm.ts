const KEY = 'taxdesk.emailToConfirm';

/**
 * The address a registration in this tab sent a confirmation link to, for the next screen to
 * mention; kept per tab so a reload of Signup still shows it.
 */
export function rememberEmailToConfirm(email: string | null): void {
  if (email) sessionStorage.setItem(KEY, email);
  else sessionStorage.removeItem(KEY);
}

export function emailToConfirm(): string | null {
  return sessionStorage.getItem(KEY);
}
