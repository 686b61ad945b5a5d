import { create } from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code drawn as SVG in the page (no image to fetch, nothing for the Content-Security-Policy
 * to allow): one path of dark modules on a white square with the quiet zone scanners need.
 */
export function QrCode({ value, label, size = 192 }: { value: string; label: string; size?: number }) {
  const { path, count } = useMemo(() => {
    const matrix = create(value, { errorCorrectionLevel: 'M' }).modules;
    const parts: string[] = [];
    for (let row = 0; row < matrix.size; row++)
      for (let col = 0; col < matrix.size; col++)
        if (matrix.get(row, col)) parts.push(`M${col + 4} ${row + 4}h1v1h-1z`);
    return { path: parts.join(''), count: matrix.size + 8 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', display: 'block' }}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
