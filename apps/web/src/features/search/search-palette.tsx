import { Group, Loader, Modal, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { searchable, SEARCH_TOO_SHORT } from '@taxdesk/domain';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useMe } from '../../shared/me/use-me';
import { useOrgInfoState } from '../../shared/org/org-info-store';
import { useNavigateTo } from '../../shared/resource/router';
import { registeredRoutes } from '../../shared/routing/registered-screens';
import { searchOptions } from './search-api';
import { SearchListbox } from './search-listbox';
import { optionGroups, searchPageHref, type SearchOption } from './search-options';
import { screenMatches } from './screen-matches';
import { routeOf } from '../../shared/resource/links';

type Props = { orgId: string; opened: boolean; onClose: () => void };

const LISTBOX = 'search-palette-results';

/** An in-app href (`/DEMO01/it/itat?q=ITA%201`) as the router's path and search. */
function useOpenHref(): (href: string) => void {
  const navigate = useNavigateTo();
  return (href) => void navigate(routeOf(href));
}

/**
 * Ctrl+K's palette: one box that finds clients and records by any part of a number or name
 * (the server's search, once three characters are typed) and screens by their name (at
 * once, from the route catalogue). Up and down move through the results, Enter opens one.
 */
export default function SearchPalette({ orgId, opened, onClose }: Props) {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 150);
  const [activeId, setActiveId] = useState<string | undefined>();
  const org = useOrgInfoState();
  const me = useMe();
  const openHref = useOpenHref();

  const screens = useMemo(
    () =>
      screenMatches(registeredRoutes(), orgId, text, {
        info: org.orgId === orgId ? org.org : null,
        isPlatformAdmin: me.data?.user.isPlatformAdmin ?? false,
        now: new Date(),
      }),
    [text, orgId, org, me.data],
  );
  const ready = searchable(q);
  const answer = useQuery({ ...searchOptions(orgId, { q }), enabled: opened && ready });
  const groups = optionGroups(orgId, screens, ready ? answer.data : undefined);
  const extra: SearchOption[] = ready
    ? [
        {
          id: 'all',
          primary: `See all results for “${q}”`,
          secondary: 'The search page',
          href: searchPageHref(orgId, q),
        },
      ]
    : [];
  const options = [...groups.flatMap((g) => g.options), ...extra];
  const active = options.find((o) => o.id === activeId) ?? options[0];
  const domId = (o: SearchOption) => `${LISTBOX}-${options.indexOf(o)}`;

  useEffect(() => {
    if (active) document.getElementById(domId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new active option scrolls
  }, [active?.id]);

  const close = () => {
    setText('');
    setActiveId(undefined);
    onClose();
  };
  const pick = (o: SearchOption) => {
    close();
    openHref(o.href);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const at = active ? options.indexOf(active) : -1;
    const move = (to: number) => {
      e.preventDefault();
      if (options.length) setActiveId(options[(to + options.length) % options.length]!.id);
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home' && e.ctrlKey) move(0);
    else if (e.key === 'End' && e.ctrlKey) move(options.length - 1);
    else if (e.key === 'Enter' && active) {
      e.preventDefault();
      pick(active);
    }
  };

  const waiting = ready && (answer.isFetching || q !== text.trim());
  const status = !text.trim()
    ? ''
    : waiting
      ? 'Searching'
      : `${options.length - extra.length} ${options.length - extra.length === 1 ? 'result' : 'results'}`;

  return (
    <Modal opened={opened} onClose={close} title="Search" size="lg" yOffset="8vh">
      <Stack gap="xs">
        <TextInput
          data-autofocus
          type="search"
          aria-label="Search clients, records and screens"
          placeholder="PAN, GSTIN, TAN, notice number, DIN, ARN, name or a screen"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setActiveId(undefined);
          }}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={options.length ? LISTBOX : undefined}
          aria-activedescendant={active ? domId(active) : undefined}
          rightSection={waiting ? <Loader size="xs" aria-hidden /> : null}
        />
        <VisuallyHidden role="status">{status}</VisuallyHidden>
        {options.length > 0 && (
          <SearchListbox
            id={LISTBOX}
            groups={groups}
            extra={extra}
            activeId={active?.id}
            domId={domId}
            onPick={pick}
            onHover={(o) => setActiveId(o.id)}
          />
        )}
        {answer.isError && ready ? (
          <Text size="sm" c="red">
            {(answer.error as Error).message}
          </Text>
        ) : text.trim() && !waiting && options.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm">
            {searchable(text)
              ? `Nothing found for “${text.trim()}”`
              : `${SEARCH_TOO_SHORT}, or a screen's name`}
          </Text>
        ) : !text.trim() ? (
          <Text size="sm" c="dimmed" px="sm">
            Find a client by PAN, GSTIN, TAN, IEC, Udyam number or name, a record by any number the portal
            prints, or a screen by its name.
          </Text>
        ) : null}
        <Group gap="md" px="sm">
          <Text size="xs" c="dimmed">
            ↑ ↓ to move · Enter to open · Esc to close
          </Text>
        </Group>
      </Stack>
    </Modal>
  );
}
