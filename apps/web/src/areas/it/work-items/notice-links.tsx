import { Button } from '@mantine/core';
import { RESOURCES } from '@taxdesk/domain';
import { detailHref } from '../../../shared/resource/links';
import { AppLink } from '../../../shared/resource/router';

/**
 * Buttons from a request filed against a notice to that notice and its proceeding, where
 * TaxDesk holds the notice's PDF, the replies and the rest of the proceeding.
 */
export function NoticeLinks({ orgId, data }: { orgId: string; data: Readonly<Record<string, unknown>> }) {
  const links = [
    { label: 'Open notice', to: detailHref(orgId, RESOURCES.itNotice, data) },
    { label: 'Open proceeding', to: detailHref(orgId, RESOURCES.itProceeding, data) },
  ];
  return (
    <>
      {links.map(({ label, to }) =>
        to ? (
          <Button
            key={label}
            size="xs"
            variant="default"
            renderRoot={(props) => <AppLink {...props} to={to} />}
          >
            {label}
          </Button>
        ) : null,
      )}
    </>
  );
}
