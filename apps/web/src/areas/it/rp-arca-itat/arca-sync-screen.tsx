import { itArea } from '@taxdesk/domain';
import type { ScreenProps } from '../../../app/screen-types';
import { SyncAllScreen } from '../../../shared/area/sync-all-screen';
import { AddLoginButton } from './add-login-button';

const ARCA_LINKS = [
  { label: 'ARCA worklist', path: '/{orgId}/arca/arcaworklist' },
  { label: 'UDIN list', path: '/{orgId}/arca/udin' },
  { label: 'ARCA filed forms', path: '/{orgId}/arca/arcafiledform' },
];

/** `/arca/sync`: the shared sync block on the firm's own chartered-accountant (ARCA) login. */
export default function ArcaSyncScreen({ orgId }: ScreenProps) {
  return (
    <SyncAllScreen
      orgId={orgId}
      area={itArea}
      portal="arca"
      title="ARCA Sync"
      description="The firm's chartered-accountant login on the e-filing portal (user id ARCA followed by six digits). TaxDesk reads its worklist of forms clients assigned, the forms it filed and their UDINs. A refused password blocks the login until it is updated."
      startLabel="Sync all ARCA logins"
      links={ARCA_LINKS.map((l) => ({ ...l, key: l.path, href: l.path.replace('{orgId}', orgId) }))}
      actions={<AddLoginButton orgId={orgId} kind="arca" label="Add ARCA login" />}
    />
  );
}
