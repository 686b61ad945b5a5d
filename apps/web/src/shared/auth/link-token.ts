/**
 * The token an email link carries in its fragment (`#token=..`), which never reaches a server log.
 * Taking it also removes it from the address bar and history, so a shared screen does not show it.
 */
export function takeLinkToken(): string | null {
  const token = linkTokenOf(window.location.hash);
  if (token !== null)
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return token;
}

export function linkTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token ? token : null;
}
