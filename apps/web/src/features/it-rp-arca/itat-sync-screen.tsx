import { Switch } from '@mantine/core';
import { useState } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import { PortalSyncPage } from './portal-sync-page';

/** `/it/syncitat`: the ITAT case status of every appeal, PAN by PAN. */
export default function ItatSyncScreen({ orgId }: ScreenProps) {
  const [searchByPan, setSearchByPan] = useState(true);
  return (
    <PortalSyncPage
      orgId={orgId}
      portal="itat"
      mode="all"
      title="Sync ITAT"
      description="TaxDesk looks each PAN's appeals up on the tribunal's public case status (no login): bench, assessment year, parties, hearing dates, status and order date. An appeal number the tribunal does not know is reported, not removed."
      keyLabel="PAN"
      itemLabel="Appeals"
      noun={{ one: 'PAN with appeals', many: 'PANs with appeals' }}
      accountHref={(pan) => `/${orgId}/it/pan/${pan}`}
      links={[
        { label: 'ITAT appeals', to: `/${orgId}/it/itat` },
        { label: 'Import ITAT cases', to: `/${orgId}/it/importItat` },
      ]}
      startOptions={{ searchByPan }}
      startLabel="Sync ITAT status"
      canStartEmpty={searchByPan}
      countNote={
        searchByPan
          ? 'With the search on, every client PAN of the income-tax accounts is looked up as well.'
          : 'Only these PANs are looked up.'
      }
      optionControls={
        <Switch
          checked={searchByPan}
          onChange={(e) => setSearchByPan(e.currentTarget.checked)}
          label="Also search every client PAN for appeals TaxDesk does not have yet (Revenue appeals, cross objections)"
        />
      }
      emptyText="No ITAT appeals yet. Import them, or sync with the search by PAN to find your clients' appeals."
    />
  );
}
