import { Tabs } from '@mantine/core';
import { useNavigateToPath } from '../../../shared/routing/path-link';
import { catalogueRoute } from '../../../shared/routing/catalogue-paths';

/** The operator's screens, in the catalogue's order. */
const ADMIN_PATHS = [
  '/{orgId}/admin',
  '/{orgId}/admin/referraltracker',
  '/{orgId}/admin/gstin',
  '/{orgId}/admin/tan',
  '/{orgId}/admin/debugging',
  '/{orgId}/admin/failureitems',
  '/{orgId}/admin/emaillogs',
] as const;
export type AdminPath = (typeof ADMIN_PATHS)[number];

const SHORT: Record<AdminPath, string> = {
  '/{orgId}/admin': 'Organisations',
  '/{orgId}/admin/referraltracker': 'Referrals',
  '/{orgId}/admin/gstin': 'GSTIN master',
  '/{orgId}/admin/tan': 'TAN master',
  '/{orgId}/admin/debugging': 'Debugging',
  '/{orgId}/admin/failureitems': 'Failure items',
  '/{orgId}/admin/emaillogs': 'Email logs',
};

/** Tabs between the operator's screens; each tab is a screen of its own (its own URL and title). */
export function AdminNav({ orgId, current }: { orgId: string; current: AdminPath }) {
  const navigate = useNavigateToPath();
  return (
    <Tabs
      value={current}
      onChange={(path) => path && void navigate({ to: path.replace('{orgId}', orgId) })}
      aria-label="Operator screens"
    >
      <Tabs.List>
        {ADMIN_PATHS.map((path) => (
          <Tabs.Tab key={path} value={path} title={catalogueRoute(path)?.title}>
            {SHORT[path]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
