import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { searchable, SEARCH_MAX_PER_GROUP, SEARCH_TOO_SHORT } from '@taxdesk/domain';
import type { ScreenProps } from '../../app/screen-types';
import { useMe } from '../../shared/me/use-me';
import { useOrgInfoState } from '../../shared/org/org-info-store';
import { flattenSearch } from '../../shared/resource/list-state';
import { SearchBox } from '../../shared/resource/search-box';
import { AppLink, useCurrentSearch, useNavigateTo } from '../../shared/resource/router';
import { registeredRoutes } from '../../shared/routing/registered-screens';
import { searchOptions } from './search-api';
import {
  inSentence,
  optionGroups,
  searchPageHref,
  type OptionGroup,
  type SearchOption,
} from './search-options';
import { screenMatches } from './screen-matches';
import { routeOf } from '../../shared/resource/links';

/** The page shows ten of each kind; one kind asked for (its "more") shows up to fifty. */
const PER_GROUP = 10;

function OptionLink({ option }: { option: SearchOption }) {
  return (
    <div>
      <AppLink {...routeOf(option.href)} fw={500}>
        {option.primary}
      </AppLink>
      {option.secondary && (
        <Text size="sm" c="dimmed">
          {option.secondary}
        </Text>
      )}
    </div>
  );
}

function ResultGroup({
  orgId,
  q,
  group,
  full,
}: {
  orgId: string;
  q: string;
  group: OptionGroup;
  full: boolean;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`group-${group.id}`}>
      <Group gap="xs" mb="xs">
        <Title order={3} size="h4" id={`group-${group.id}`}>
          {group.label}
        </Title>
        {group.area && (
          <Badge variant="light" color="gray">
            {group.area}
          </Badge>
        )}
      </Group>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {group.options.map((o) => (
          <li key={o.id}>
            <OptionLink option={o} />
          </li>
        ))}
      </Stack>
      {group.more && group.type && !full && (
        <AppLink {...routeOf(searchPageHref(orgId, q, group.type))} size="sm" mt="sm" display="inline-block">
          More {inSentence(group.label)} holding “{q}”
        </AppLink>
      )}
      {group.more && full && (
        <Text size="sm" c="dimmed" mt="sm">
          The first {SEARCH_MAX_PER_GROUP} are shown: type more of the number to narrow them.
        </Text>
      )}
    </Paper>
  );
}

/** /{orgId}/search?q=: clients, records and screens that hold a fragment, grouped by kind (clients first). */
export default function SearchScreen({ orgId }: ScreenProps) {
  // The router reads `?q=2004531871` as a number: flattenSearch gives it back as the text it was.
  const raw = flattenSearch(useCurrentSearch());
  const q = typeof raw.q === 'string' ? raw.q.trim() : '';
  const type = typeof raw.type === 'string' && raw.type ? raw.type : undefined;
  const navigate = useNavigateTo();
  const org = useOrgInfoState();
  const me = useMe();
  const ready = searchable(q);
  const answer = useQuery(searchOptions(orgId, { q, type, per: type ? SEARCH_MAX_PER_GROUP : PER_GROUP }));
  const screens = type
    ? []
    : screenMatches(
        registeredRoutes(),
        orgId,
        q,
        {
          info: org.orgId === orgId ? org.org : null,
          isPlatformAdmin: me.data?.user.isPlatformAdmin ?? false,
          now: new Date(),
        },
        20,
      );
  const groups = optionGroups(orgId, screens, ready ? answer.data : undefined);

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>Search</Title>
        <Text size="sm" c="dimmed">
          Clients by PAN, GSTIN, TAN, IEC, Udyam number or name; records by any number the portal prints
          (notice number, DIN, ARN, case id, reference, CIN, BRN, CPIN, token, acknowledgement), from any
          three characters of it; screens by name. Ctrl+K or / opens the same search from any screen.
        </Text>
      </div>
      <Group gap="sm" align="center">
        <SearchBox
          size="sm"
          w={420}
          value={q}
          placeholder="PAN, GSTIN, notice number, DIN, ARN, name…"
          onCommit={(next) =>
            void navigate({
              to: `/${orgId}/search`,
              search: next.trim() ? { q: next.trim() } : {},
              replace: true,
            })
          }
        />
        {answer.isFetching && <Loader size="xs" aria-label="Loading" />}
        {type && (
          <AppLink to={`/${orgId}/search`} search={{ q }} size="sm">
            Back to every kind
          </AppLink>
        )}
      </Group>
      {q && !ready && !screens.length ? (
        <Alert color="yellow">{SEARCH_TOO_SHORT}.</Alert>
      ) : answer.isError ? (
        <Alert color="red">{(answer.error as Error).message}</Alert>
      ) : q && !answer.isPending && !answer.isFetching && !groups.length ? (
        <Paper withBorder p="xl" ta="center">
          <Text fw={500}>Nothing holds “{q}”</Text>
          <Text size="sm" c="dimmed">
            Only the areas your licence opens are searched.
          </Text>
        </Paper>
      ) : null}
      {groups.map((g) => (
        <ResultGroup key={g.id} orgId={orgId} q={q} group={g} full={!!type} />
      ))}
    </Stack>
  );
}
