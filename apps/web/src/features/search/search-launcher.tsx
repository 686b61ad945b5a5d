import { Kbd, UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';

// The palette's code comes with its first opening, not with every page's header.
const SearchPalette = lazy(() => import('./search-palette'));

/**
 * The header's search: a button, Ctrl+K (⌘K on a Mac) anywhere, and `/` when not typing in a
 * field, each opening the palette.
 */
export function SearchLauncher({ orgId, className }: { orgId: string; className?: string }) {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const open = () => {
    setLoaded(true);
    setOpened(true);
  };
  // Ctrl+K also from inside a field: it types nothing there. `/` types a slash, so not in fields.
  useHotkeys([['mod+K', open]], [], true);
  // Where `/` takes Shift (German, French keyboards), the key is still `/`.
  useHotkeys([
    ['/', open],
    ['shift+/', open],
  ]);
  return (
    <>
      <UnstyledButton
        className={className}
        onClick={open}
        aria-keyshortcuts="Control+K /"
        title="Search (Ctrl K or /)"
      >
        Search <Kbd size="xs">Ctrl K</Kbd>
      </UnstyledButton>
      {loaded && (
        <Suspense fallback={null}>
          <SearchPalette orgId={orgId} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
