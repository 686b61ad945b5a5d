import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { isOrgId } from '@taxdesk/domain';
import { useEffect } from 'react';
import { NOT_FOUND_TITLE, pageTitle } from '../../shared/routing/page-title';
import { PathLink } from '../../shared/routing/path-link';

export function NotFoundPage() {
  const orgId = (useParams({ strict: false }) as { orgId?: string }).orgId;
  const inOrg = orgId !== undefined && isOrgId(orgId);
  useEffect(() => {
    document.title = pageTitle(NOT_FOUND_TITLE);
  }, []);
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm">
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">There is no page at this address.</Text>
        <Button component={PathLink} to={inOrg ? `/${orgId}` : '/login'} variant="light">
          {inOrg ? 'Go to Home' : 'Go to sign in'}
        </Button>
      </Stack>
    </Center>
  );
}
