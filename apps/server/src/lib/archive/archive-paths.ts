/** A path segment any unzip tool accepts: no separators, no reserved or control characters. */
export function safeSegment(text: string, fallback: string): string {
  const cleaned = [...text]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 100)
    .trim();
  return cleaned || fallback;
}

/**
 * Names an archive's files in row order, making each unique within its folder (rows come in
 * folder order, so one folder's names are all that need remembering). Every pass over the rows
 * — an index and the files — gets its own namer and names them alike.
 */
export function uniquePaths<R>(folderOf: (row: R) => string, fileNameOf: (row: R) => string) {
  return (): ((row: R) => string) => {
    let folder = '';
    let taken = new Set<string>();
    return (row) => {
      const dir = folderOf(row);
      if (dir !== folder) {
        folder = dir;
        taken = new Set();
      }
      const name = fileNameOf(row);
      let candidate = name;
      for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
        const dot = name.lastIndexOf('.');
        candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
      }
      taken.add(candidate.toLowerCase());
      return `${dir}/${candidate}`;
    };
  };
}
