import type { FieldDef, ResourceDef } from '@taxdesk/domain';

const PAN_LETTERS = 'ABCDEFGHJK';

function sampleValue(f: FieldDef, i: number): unknown {
  switch (f.kind) {
    case 'pan':
      return `AAA${'PCFH'[i % 4]}${PAN_LETTERS[i % 10]}${String(1000 + (i % 7)).padStart(4, '0')}${PAN_LETTERS[(i * 3) % 10]}`;
    case 'tan':
      return `MUMA${String(10000 + i).slice(-5)}B`;
    case 'gstin':
      return `27AAPFU${String(1000 + i).slice(-4)}F1ZV`;
    case 'date':
      return `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`;
    case 'datetime':
      return new Date(Date.UTC(2026, i % 12, (i % 27) + 1, i % 24)).toISOString();
    case 'money':
    case 'number':
    case 'duration':
      return (i * 137) % 1000;
    case 'enum': {
      const values = Object.keys(f.options ?? { a: 'A' });
      return values[i % values.length];
    }
    case 'ay':
    case 'fy':
      return `${2018 + (i % 7)}-${String(19 + (i % 7)).padStart(2, '0')}`;
    case 'period':
      return `${String((i % 12) + 1).padStart(2, '0')}${2020 + (i % 7)}`;
    case 'boolean':
      return i % 2 === 0;
    default:
      return `${f.key}-${i % 5}-${i}`;
  }
}

/** `count` records of a type with varied values in every field, unique keys. */
export function sampleRecords(def: ResourceDef, count: number, prefix = ''): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => {
    const data: Record<string, unknown> = {};
    for (const f of def.fields) data[f.key] = sampleValue(f, i);
    for (const k of def.keyFields) data[k] = `${prefix}${k}-${String(i).padStart(4, '0')}`;
    // Leave some optional promoted values empty, so lists meet records without them.
    const due = def.fields.find((f) => f.column === 'dueOn');
    if (due && i % 5 === 0) data[due.key] = null;
    return data;
  });
}
