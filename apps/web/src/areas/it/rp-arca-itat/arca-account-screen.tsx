import { RESOURCES } from '@taxdesk/domain';
import type { ScreenProps } from '../../../app/screen-types';
import { ResourceDetailPage } from '../../../shared/resource';
import { LoginActions } from './login-actions';

/** `/arca/arcaId/{arcaId}`: the firm's ARCA login with its worklist, UDINs and filed forms. */
export default function ArcaAccountScreen({ orgId, params }: ScreenProps) {
  return (
    <ResourceDetailPage
      orgId={orgId}
      resource={RESOURCES.arcaAccount}
      keyValues={params}
      actions={<LoginActions orgId={orgId} kind="arca" loginId={params.arcaId ?? ''} syncPath="arca/sync" />}
    />
  );
}
