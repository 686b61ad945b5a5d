import { describe, expect, it } from 'vitest';
import type { SearchAnswer } from '@taxdesk/domain';
import { inSentence, optionGroups, searchPageHref } from './search-options';

const answer: SearchAnswer = {
  q: 'aapa1',
  groups: [
    {
      type: 'itAccount',
      label: 'PAN Accounts',
      area: 'it',
      client: true,
      more: false,
      hits: [
        {
          key: 'AAAPA1111A',
          title: 'Ramesh Traders',
          client: 'AAAPA1111A',
          match: { label: 'PAN', value: 'AAAPA1111A' },
          path: '/it/pan/AAAPA1111A',
        },
      ],
    },
    {
      type: 'itNotice',
      label: 'Proceeding Notices',
      area: 'it',
      client: false,
      more: true,
      hits: [
        {
          key: '2004531871',
          title: 'Notice u/s 143(2)',
          client: 'AAAPA1111A',
          match: { label: 'DIN', value: 'ITBA/AST/S/143(2)/2024-25/1071314455(1)' },
          path: '/it/proceedingnotice/2004531871',
        },
      ],
    },
  ],
};

describe('search options', () => {
  it('shows a client by its name and a record by the number that matched, each opening its screen', () => {
    const groups = optionGroups(
      'DEMO01',
      [{ title: 'Proceedings', area: 'Income Tax', href: '/DEMO01/it/proceeding' }],
      answer,
    );
    expect(groups.map((g) => [g.label, g.area, g.more])).toEqual([
      ['Screens', null, false],
      ['PAN Accounts', 'Income Tax', false],
      ['Proceeding Notices', 'Income Tax', true],
    ]);
    expect(groups[1]!.options[0]).toMatchObject({
      primary: 'Ramesh Traders',
      secondary: 'AAAPA1111A',
      href: '/DEMO01/it/pan/AAAPA1111A',
    });
    expect(groups[2]!.options[0]).toMatchObject({
      primary: 'DIN ITBA/AST/S/143(2)/2024-25/1071314455(1)',
      secondary: 'Notice u/s 143(2) · AAAPA1111A',
      href: '/DEMO01/it/proceedingnotice/2004531871',
    });
    expect(searchPageHref('DEMO01', 'a b', 'itNotice')).toBe('/DEMO01/search?q=a+b&type=itNotice');
  });
});

describe('inSentence', () => {
  it('lowers the words of a label and keeps its acronyms', () => {
    expect(inSentence('ITAT Appeals')).toBe('ITAT appeals');
    expect(inSentence('PAN Accounts')).toBe('PAN accounts');
    expect(inSentence('Notices (GST)')).toBe('notices (GST)');
  });
});
