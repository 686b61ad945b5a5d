import { ROUTE_CATALOGUE } from '@taxdesk/domain';
import { describe, expect, it } from 'vitest';
import { matchCatalogue } from './catalogue-match';
import { orgScreenHref, paramNames, pathUnderOrg, toRouterPath } from './catalogue-paths';
import { NOT_FOUND_TITLE, pageTitle, screenTitleOf } from './page-title';

describe('catalogue paths', () => {
  it('turns {param} into $param', () => {
    expect(toRouterPath('/{orgId}/it/demand/{din}/{transactionId}')).toBe(
      '/$orgId/it/demand/$din/$transactionId',
    );
    expect(toRouterPath('/{orgId}/gst/challan/{brn_num}')).toBe('/$orgId/gst/challan/$brn_num');
    expect(toRouterPath('/login')).toBe('/login');
  });

  it('gives the path under the organisation route', () => {
    expect(pathUnderOrg('/{orgId}/it/proceeding/{proceedingReqId}')).toBe('it/proceeding/$proceedingReqId');
    expect(pathUnderOrg('/{orgId}')).toBeNull();
    expect(pathUnderOrg('/login')).toBeNull();
  });

  it('fills the organisation and refuses paths that need more', () => {
    expect(orgScreenHref('/{orgId}/it', 'DEMO01')).toBe('/DEMO01/it');
    expect(orgScreenHref('/{orgId}/it/pan/{pan}', 'DEMO01')).toBeNull();
    expect(paramNames('/{orgId}/tds/statementstatus/{tan}/{tokenNo}')).toEqual(['orgId', 'tan', 'tokenNo']);
  });
});

describe('matchCatalogue', () => {
  const title = (path: string) => matchCatalogue(path, ROUTE_CATALOGUE)?.route.title;

  it('prefers a fixed segment over a parameter at the first difference', () => {
    expect(title('/DEMO01/pregst/manualnotice')).toBe('Manual Notices');
    expect(title('/DEMO01/pregst/27AAPFU0939F1ZV')).toBe('Pre-GST Account');
    expect(title('/DEMO01/state/import')).toBe('Import State Accounts');
    expect(title('/DEMO01/state/ACC-9')).toBe('State Account');
    expect(title('/DEMO01/gst/arn/import')).toBe('Import ARNs');
    expect(title('/DEMO01/gst/arn/AA0701230000011')).toBe('ARN');
    expect(title('/signup')).toBe('Sign Up');
  });

  it('matches fixed segments without case, as the router does', () => {
    expect(title('/DEMO01/tds/Payments/CIN1')).toBe('TDS Payment');
    expect(title('/DEMO01/tds/payments/CIN1')).toBe('TDS Payment');
    expect(title('/DEMO01/it/importitat')).toBe('Import ITAT Cases');
  });

  it('returns decoded params by their catalogue names', () => {
    expect(matchCatalogue('/DEMO01/it/demand/D%2F1/T9', ROUTE_CATALOGUE)?.params).toEqual({
      orgId: 'DEMO01',
      din: 'D/1',
      transactionId: 'T9',
    });
  });

  it('accepts only six letters or digits as an organisation', () => {
    expect(title('/DEMO01')).toBe('Home');
    expect(title('/demo1')).toBeUndefined();
    expect(title('/DEMO012')).toBeUndefined();
    expect(title('/DEMO-1/it')).toBeUndefined();
  });
});

describe('page titles', () => {
  const registered = ROUTE_CATALOGUE.filter((r) =>
    ['/login', '/{orgId}', '/{orgId}/it/proceeding'].includes(r.path),
  );

  it('is the route title, a separator and the product name', () => {
    expect(pageTitle('Proceedings')).toBe('Proceedings | TaxDesk');
  });

  it('names registered screens only; anything else is not found', () => {
    expect(screenTitleOf('/DEMO01/it/proceeding', registered)).toBe('Proceedings');
    expect(screenTitleOf('/DEMO01', registered)).toBe('Home');
    expect(screenTitleOf('/DEMO01/it/demand', registered)).toBe(NOT_FOUND_TITLE);
    expect(screenTitleOf('/nope', registered)).toBe(NOT_FOUND_TITLE);
  });

  it('names the root after Login, where it redirects', () => {
    expect(screenTitleOf('/', registered)).toBe('Login to the IT portal');
  });
});
