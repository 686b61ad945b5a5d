import { Anchor, Group, Text } from '@mantine/core';
import { PathLink } from '../../shared/routing/path-link';
import classes from './shell.module.css';

/** The footer every area shares. */
export function AppFooter() {
  return (
    <footer className={classes.footer}>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} TaxDesk · Tax and trade compliance
        </Text>
        <Group gap="md">
          <Text size="xs" c="dimmed">
            Version {__APP_VERSION__}
          </Text>
          <Anchor component={PathLink} to="/test1313" size="xs">
            Diagnostics
          </Anchor>
        </Group>
      </Group>
    </footer>
  );
}
