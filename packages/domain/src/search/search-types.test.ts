import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../resources/registry';
import { searchable } from './search-api';
import { searchFields, searchText, SEARCH_TYPES } from './search-types';

describe('search types', () => {
  it('lists clients first, each kind by area, every one with a screen to open and visible marked fields', () => {
    const kinds = SEARCH_TYPES.map((t) => t.client);
    expect(kinds.indexOf(false)).toBeGreaterThan(10);
    expect(kinds.slice(kinds.indexOf(false))).not.toContain(true);
    expect(SEARCH_TYPES[0]!.def.type).toBe('itAccount');
    expect(SEARCH_TYPES.map((t) => t.def.type)).toEqual(
      expect.arrayContaining(['gstParty', 'msmeParty', 'icegateAccount', 'gstChallan', 'tdsStatement']),
    );
    for (const { def } of SEARCH_TYPES) {
      expect(def.detailPath ?? def.listPath, def.type).toBeTruthy();
      expect(
        searchFields(def).filter((f) => f.hidden),
        def.type,
      ).toEqual([]);
    }
  });

  it('keeps a record’s marked values, lower-cased, one a line, without blanks or other fields', () => {
    expect(
      searchText(RESOURCES.gstChallan, {
        brn_num: 'BRN77',
        cpin: 24012700012345,
        cin: '',
        gstin: '27AAAPA1111A1Z5',
      }),
    ).toBe('brn77\n24012700012345');
    expect(searchText(RESOURCES.gstChallan, { gstin: '27AAAPA1111A1Z5' })).toBeNull();
  });

  it('searches from three characters, spaces trimmed and collapsed', () => {
    for (const q of ['143', 'ITBA/AS', 'Anita', '(1)', '/20', 'a b']) expect(searchable(q), q).toBe(true);
    for (const q of ['', 'ab', '  ab  ', ' a  ', '   ']) expect(searchable(q), q).toBe(false);
  });
});
