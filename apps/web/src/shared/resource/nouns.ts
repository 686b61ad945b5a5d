import type { ResourceDef } from '@taxdesk/domain';

/** "PAN Accounts" → "PAN accounts": lower case for running text, acronyms (and their plurals: "UDINs") kept. */
export function lowerNoun(text: string): string {
  return text
    .split(' ')
    .map((word) => (/^[A-Z0-9]{2,}s?$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

/** "1 notice", "about 12,345 proceeding notices". */
export function totalText(
  resource: Pick<ResourceDef, 'label' | 'plural'>,
  total: number,
  estimate: boolean,
): string {
  const noun = lowerNoun(total === 1 ? resource.label : resource.plural);
  return `${estimate ? 'about ' : ''}${total.toLocaleString('en-IN')} ${noun}`;
}
