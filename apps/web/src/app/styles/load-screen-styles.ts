let loading: Promise<unknown> | undefined;

/**
 * Loads the Mantine styles the screens use (screens.css), once. Called before a screen's own chunk
 * is asked for, so the sheet's <link> goes in ahead of the screen's own styles and they keep
 * winning over Mantine's as they did when all of Mantine came with the entry.
 */
function loadScreenStyles(): Promise<unknown> {
  loading ??= import('./screen-styles').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A loader that waits for the screen styles too, which it asks for first. */
export function withScreenStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    const styles = loadScreenStyles();
    return Promise.all([styles, load()]).then(([, module]) => module);
  };
}
