import { gstArea } from '@taxdesk/domain';
import { Stack } from '@mantine/core';
import type { ScreenProps } from '../../app/screen-types';
import { areaImportModule } from '../../shared/area/area-import-screen';
import { Gstr2bPanel } from './gstr2b-panel';

const PATH = '/{orgId}/gst/import';
/** The area's own account import, exactly as every area has it. */
const AccountImport = areaImportModule(gstArea, PATH, gstArea.screens.imports[PATH]).default;

/** Import GST Accounts, and beside it the GSTR-2B file of a client's month. */
export default function GstImportScreen(props: ScreenProps) {
  return (
    <Stack gap="lg">
      <AccountImport {...props} />
      <Gstr2bPanel orgId={props.orgId} />
    </Stack>
  );
}
