import { describe, expect, it } from 'vitest';
import type { ReturnDetails } from '@taxdesk/domain';
import {
  cellText,
  filedCounts,
  matrixRows,
  returnStatusColor,
  shortStatus,
  visibleAccounts,
} from './return-matrix';

const data: ReturnDetails = {
  years: ['2026-27', '2025-26'],
  accounts: [
    {
      pan: 'AAAPA1111A',
      name: 'Asha',
      branch: 'Pune',
      returnsSynced: true,
      returns: {
        '2025-26': [
          { ackNum: '1', form: 'ITR-1', status: 'ITR Processed', filedOn: '2025-07-20', filingType: 'O' },
          {
            ackNum: '2',
            form: 'ITR-1',
            status: 'Successfully e-Verified',
            filedOn: '2025-09-01',
            filingType: 'R',
          },
        ],
        '2026-27': [{ ackNum: '3', form: 'ITR-1', status: null, filedOn: null, filingType: 'O' }],
      },
    },
    { pan: 'BBBPB2222B', name: 'Bala', branch: null, returnsSynced: true, returns: {} },
    { pan: 'CCCPC3333C', name: 'Chitra', branch: null, returnsSynced: false, returns: {} },
  ],
};

describe('return details matrix', () => {
  it('writes a cell as form, status and date, revised marked, or not filed', () => {
    expect(cellText(data.accounts[0]!.returns['2025-26'])).toBe(
      'ITR-1 · ITR Processed · 2025-07-20 | ITR-1 (revised) · Successfully e-Verified · 2025-09-01',
    );
    expect(cellText(undefined)).toBe('Not filed');
    expect(matrixRows(data, data.accounts)[1]).toEqual(['BBBPB2222B', 'Bala', '', 'Not filed', 'Not filed']);
    // An account never synced has unknown years, not unfiled ones.
    expect(matrixRows(data, data.accounts)[2]).toEqual([
      'CCCPC3333C',
      'Chitra',
      '',
      'Not synced',
      'Not synced',
    ]);
  });

  it('narrows by PAN or name, and to accounts with a year not filed', () => {
    expect(visibleAccounts(data, 'asha', false).map((a) => a.pan)).toEqual(['AAAPA1111A']);
    expect(visibleAccounts(data, '', true).map((a) => a.pan)).toEqual(['BBBPB2222B']);
    expect(filedCounts(data, data.accounts)).toEqual([
      { year: '2026-27', filed: 1, notFiled: 1, notSynced: 1 },
      { year: '2025-26', filed: 1, notFiled: 1, notSynced: 1 },
    ]);
  });

  it('colours statuses by how far CPC got', () => {
    expect(returnStatusColor('ITR Processed')).toBe('teal');
    expect(returnStatusColor('Successfully e-Verified')).toBe('blue');
    expect(returnStatusColor('Submitted and pending for e-Verification')).toBe('orange');
    expect(shortStatus('Submitted and pending for e-Verification')).toBe('Pending e-verification');
    expect(shortStatus(null)).toBe('Filed');
  });
});
