import type { SignInRequest } from '@taxdesk/domain';

/**
 * Which question the queue shows. Answers are posted one after another while the list is polled,
 * so an item just answered may still be listed for a moment: it is skipped locally until the
 * server's list drops it. Oldest first (it expires first); expired ones are not offered.
 */
export type QueueView = {
  current: SignInRequest | null;
  /** The one after it, whose image is fetched ahead so the switch is instant. */
  next: SignInRequest | null;
  /** Questions still to answer, the current one included. */
  remaining: number;
};

export function queueView(
  items: readonly SignInRequest[],
  answered: ReadonlySet<string>,
  now: number,
): QueueView {
  const open = items
    .filter((i) => !answered.has(i.id) && Date.parse(i.expiresAt) > now)
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id));
  return { current: open[0] ?? null, next: open[1] ?? null, remaining: open.length };
}

/** The answered ids the server still lists; the others are done and need no remembering. */
export function pruneAnswered(answered: ReadonlySet<string>, items: readonly SignInRequest[]): Set<string> {
  const listed = new Set(items.map((i) => i.id));
  return new Set([...answered].filter((id) => listed.has(id)));
}

/** "Captcha for AAAPA1234A (Asha Traders)" — the input's label, so each question names its account. */
export function questionLabel(item: SignInRequest): string {
  const who = item.accountName ? `${item.accountKey} (${item.accountName})` : item.accountKey;
  return `${item.kind === 'otp' ? 'OTP' : 'Captcha'} for ${who}`;
}

/** How long answers wait, in words. */
export function waitText(minutes: number): string {
  if (minutes % 60 === 0 && minutes >= 60) {
    const h = minutes / 60;
    return `${h} hour${h === 1 ? '' : 's'}`;
  }
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
