import { Alert, Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ScreenModule, ScreenProps } from '../../../app/screen-types';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { resourceOf, type AreaDef, type AreaPortal, type ResourceDef } from '@taxdesk/domain';
import { ResourceListPage } from '../../resource/resource-list-page';
import { accountPageType } from '../account-page/account-types';
import { AccountStateSummary } from '../account-state-summary';
import { catalogueTitle } from '../area-paths';
import { syncAccountsOptions } from '../sync-accounts-api';
import { areaDashboardOptions } from './area-dashboard-api';
import { BreakdownTable } from './breakdown-table';
import { TypeTiles } from './type-tiles';

type Props = {
  orgId: string;
  area: AreaDef;
  /** The area's own figures, shown after the tiles (TDS: the statements due this quarter). */
  extra?: (today: string) => ReactNode;
};

/** The area's account type when its list lives at the dashboard's path (GST, TDS, State, pre-GST). */
function accountListHere(area: AreaDef): ResourceDef | undefined {
  const account = area.portals[0] ? resourceOf(area.portals[0].accountType) : accountPageType(area);
  return account?.listPath && `/{orgId}${account.listPath}` === area.screens.home ? account : undefined;
}

/** An area's home: its accounts by sync state per portal, a tile per record type, its breakdowns. */
export function AreaDashboardScreen({ orgId, area, extra }: Props) {
  const dashboard = useQuery(areaDashboardOptions(orgId, area.key));
  // The tiles, the breakdowns and the account list under them render in the background, where React
  // yields to the browser between them: at once they could hold the main thread for 200 ms or more.
  const data = useDeferredValue(dashboard.data);
  const title = catalogueTitle(area.screens.home) ?? area.label;
  const accounts = accountListHere(area);
  return (
    <Stack gap="lg" data-screen="area-dashboard" data-area={area.key}>
      <Title order={2}>{title}</Title>
      {/* A portal shared by two logins of one account type (TDS) still has its own states. */}
      {area.portals.map((portal) => (
        <PortalStates key={portal.key} orgId={orgId} area={area} portal={portal} />
      ))}
      {dashboard.isError ? (
        <Alert color="red" title="Could not load the dashboard">
          {dashboard.error.message}
        </Alert>
      ) : !data ? (
        <Group justify="center" p="xl">
          <Loader size="sm" />
        </Group>
      ) : (
        <>
          <Stack gap="xs" component="section" aria-labelledby="area-records">
            <Title order={3} size="h4" id="area-records">
              Records
            </Title>
            <TypeTiles orgId={orgId} tiles={data.tiles} today={data.today} />
          </Stack>
          {extra?.(data.today)}
          {area.breakdowns?.length ? (
            <Stack gap="xs" component="section" aria-labelledby="area-breakdowns">
              <Title order={3} size="h4" id="area-breakdowns">
                Breakdowns
              </Title>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                {area.breakdowns.map((b, i) => (
                  <BreakdownTable
                    key={`${b.type}-${b.by}-${i}`}
                    orgId={orgId}
                    breakdown={b}
                    rows={data.breakdowns.find((x) => x.index === i)?.rows ?? []}
                    today={data.today}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ) : null}
        </>
      )}
      {/* Under the figures once they are in: shown earlier, the list jumped down as they arrived. */}
      {accounts && (data || dashboard.isError) ? (
        <ResourceListPage orgId={orgId} resource={accounts} />
      ) : null}
    </Stack>
  );
}

function PortalStates({ orgId, area, portal }: { orgId: string; area: AreaDef; portal: AreaPortal }) {
  const list = useQuery(syncAccountsOptions(orgId, portal.key));
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {portal.label}
      </Title>
      <AccountStateSummary orgId={orgId} area={area} list={list.data} />
    </Stack>
  );
}

/** The screen module of an area's dashboard (its home). */
export function areaDashboardModule(area: AreaDef): ScreenModule {
  return {
    default: function AreaDashboard({ orgId }: ScreenProps) {
      return <AreaDashboardScreen orgId={orgId} area={area} />;
    },
  };
}
