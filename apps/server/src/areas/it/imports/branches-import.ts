import { RESOURCES } from '@taxdesk/domain';
import { emailCell, textCell } from '../../../lib/imports/cells';
import { recordImport } from '../../../lib/imports/record-import';

/** `mum ` → `MUM`: branch codes are compared as the mapping import and the lists write them. */
function codeCell(v: unknown) {
  const text = textCell(30)(v as never);
  if (!text.ok || text.value == null) return text;
  const value = String(text.value).toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9._-]*$/.test(value))
    return { ok: false as const, reason: `"${value}": use letters, digits, dot, dash or underscore` };
  return { ok: true as const, value };
}

export const branchesImport = recordImport({
  key: 'branches',
  label: 'Branches',
  def: RESOURCES.branch,
  sheetName: 'Branches',
  fileStem: 'taxdesk-branches',
  keyLabel: 'Branch Code',
  columns: [
    {
      key: 'branchCode',
      label: 'Branch Code',
      required: true,
      aliases: ['code', 'branch id', 'branch'],
      example: 'EXAMPLE',
      note: 'A short code (letters, digits, . - _), e.g. MUM. A branch already in TaxDesk is updated.',
      convert: codeCell,
    },
    {
      key: 'name',
      label: 'Branch Name',
      required: true,
      aliases: ['name', 'office name'],
      example: 'Example Branch (delete this row)',
      note: 'The name lists and reports show.',
    },
    {
      key: 'city',
      label: 'City',
      aliases: ['town', 'location'],
      example: 'Mumbai',
      note: 'Where the office is.',
      convert: textCell(60),
    },
    { key: 'state', label: 'State', example: 'Maharashtra', note: 'Its state.', convert: textCell(60) },
    {
      key: 'managerName',
      label: 'Manager',
      aliases: ['manager name', 'branch manager', 'head'],
      example: 'A. Manager',
      note: 'Who runs the branch.',
    },
    {
      key: 'managerEmail',
      label: 'Manager Email',
      aliases: ['email', 'manager email id', 'email id'],
      example: 'manager@example.com',
      note: "The manager's email.",
      convert: emailCell,
    },
    {
      key: 'phone',
      label: 'Phone',
      aliases: ['phone no', 'mobile', 'contact'],
      example: '022 1234 5678',
      note: 'As you write it.',
      convert: textCell(30),
    },
    {
      key: 'address',
      label: 'Address',
      example: '1 Example Road, Mumbai 400001',
      note: 'The postal address.',
      convert: textCell(500),
    },
  ],
});
