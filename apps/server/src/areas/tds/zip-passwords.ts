/**
 * The passwords TRACES puts on its ZIPs, per file kind, tried in order: Form 16/16A are opened
 * with the TAN in capitals; the consolidated file and the justification report with
 * `<TAN>_<reqNo>` (public guides also cite the bare request number, kept as a fallback).
 */
const ZIP_PASSWORDS: Record<string, (tan: string, reqNo: string) => string[]> = {
  'Bulk Form 16 File': (tan) => [tan.toUpperCase()],
  'Bulk Form 16A File': (tan) => [tan.toUpperCase()],
  'NSDL Conso File': (tan, reqNo) => [`${tan.toUpperCase()}_${reqNo}`, reqNo],
  'Justification Report': (tan, reqNo) => [`${tan.toUpperCase()}_${reqNo}`, reqNo],
};

export function zipPasswordsFor(dntype: string, tan: string, reqNo: string): string[] {
  return (
    ZIP_PASSWORDS[dntype] ?? ((t: string, r: string) => [t.toUpperCase(), `${t.toUpperCase()}_${r}`, r])
  )(tan, reqNo);
}
