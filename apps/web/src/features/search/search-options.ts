import { FEATURE_LICENCE, type SearchAnswer, type SearchGroup, type SearchHit } from '@taxdesk/domain';
import type { ScreenMatch } from './screen-matches';

/** One result as the palette and the page show it: two lines of text and where it opens. */
export type SearchOption = {
  id: string;
  primary: string;
  secondary: string;
  /** An in-app path with its query, under the app's base (`/DEMO01/it/proceedingnotice/1`). */
  href: string;
};

export type OptionGroup = {
  id: string;
  label: string;
  /** The area's name, beside the label. */
  area: string | null;
  options: SearchOption[];
  /** The record type, for "more of this kind". */
  type?: string;
  more: boolean;
};

/** A record: the number that matched first; its title and client after. An account: its name first. */
function hitText(group: SearchGroup, hit: SearchHit): Pick<SearchOption, 'primary' | 'secondary'> {
  const matched = hit.match ? `${hit.match.label} ${hit.match.value}` : hit.key;
  if (group.client) {
    const name = hit.title ?? hit.key;
    const also = hit.match && hit.match.value !== name && hit.match.value !== hit.client ? [matched] : [];
    return { primary: name, secondary: [hit.client ?? hit.key, ...also].join(' · ') };
  }
  return { primary: matched, secondary: [hit.title, hit.client].filter(Boolean).join(' · ') };
}

export function optionGroups(
  orgId: string,
  screens: readonly ScreenMatch[],
  answer?: SearchAnswer,
): OptionGroup[] {
  const groups: OptionGroup[] = [];
  if (screens.length)
    groups.push({
      id: 'screens',
      label: 'Screens',
      area: null,
      more: false,
      options: screens.map((s) => ({
        id: `screen-${s.href}`,
        primary: s.title,
        secondary: s.area,
        href: s.href,
      })),
    });
  for (const group of answer?.groups ?? [])
    groups.push({
      id: group.type,
      label: group.label,
      area: group.area ? FEATURE_LICENCE[group.area].label : null,
      type: group.type,
      more: group.more,
      options: group.hits.map((hit) => ({
        id: `${group.type}-${hit.key}`,
        ...hitText(group, hit),
        href: `/${orgId}${hit.path}`,
      })),
    });
  return groups;
}

/** The search page for `q` (all kinds, or one in full), as an in-app path. */
export function searchPageHref(orgId: string, q: string, type?: string): string {
  const params = new URLSearchParams({ q });
  if (type) params.set('type', type);
  return `/${orgId}/search?${params.toString()}`;
}

/** A label inside a sentence: its words lower case, its acronyms kept (`ITAT appeals`, `PAN accounts`). */
export function inSentence(label: string): string {
  return label.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
}
