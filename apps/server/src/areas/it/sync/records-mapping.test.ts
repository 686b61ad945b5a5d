import { describe, expect, it } from 'vitest';
import { payableBy, mapDemand } from './demands-mapping';
import { cinParts, mapPayment } from './payments-mapping';
import { instant, mapReply } from './replies-mapping';
import { mapReturn, returnSection } from './returns-mapping';

describe('income-tax record mappings', () => {
  it('splits a CIN into BSR code, deposit date and challan serial, and refuses other shapes', () => {
    expect(cinParts('03010291509202365580')).toEqual({
      bsrCode: '0301029',
      depositDate: '2023-09-15',
      challanSerialNo: '65580',
    });
    expect(cinParts('0301029150920236558')).toBeNull();
    expect(cinParts('03010294513202365580')).toBeNull();
    const p = mapPayment(
      { cin: ' 05103080107202512345 ', assessmentYear: '2025-26', amount: '1,250' },
      'AAAPA1234A',
    );
    expect(p).toMatchObject({
      cin: '05103080107202512345',
      bsrCode: '0510308',
      depositDate: '2025-07-01',
      amount: 1250,
    });
    expect(p.assessmentYear).toBe('2025-26');
  });

  it('reads return sections and instants as the portal writes them', () => {
    expect(returnSection('11')).toBe('139(1)');
    expect(returnSection('13')).toBe('139(5)');
    expect(returnSection('139(4)')).toBe('139(4)');
    expect(instant(1762847791000)).toBe(1762847791000);
    expect(instant('2026-11-20T10:00:00Z')).toBe(Date.UTC(2026, 10, 20, 10));
    expect(instant(null)).toBeNull();
  });

  it('makes a demand payable 30 days after service and starts it outstanding', () => {
    expect(payableBy('2026-01-15', '2026-01-10')).toBe('2026-02-14');
    expect(payableBy(null, '2026-01-10')).toBe('2026-02-09');
    expect(payableBy(null, null)).toBeNull();
    const d = mapDemand(
      {
        din: '2025202437441932951T',
        transactionId: 2078717821,
        itrAy: '2024',
        sectionCode: '143(3)',
        dateOfDemandraised: Date.UTC(2025, 1, 17, 6),
        orignalOutStDemandAmount: 1887130,
      },
      'ABCDE1234F',
    );
    expect(d).toMatchObject({
      transactionId: '2078717821',
      itrAy: '2024-25',
      dateOfDemandraised: '2025-02-17',
      demandStatus: 'outstanding',
      orignalOutStDemandAmount: 1887130,
      title: 'Demand u/s 143(3) · AY 2024-25',
    });
  });

  it('keeps the latest CPC activity of a return and its attachments of a reply', () => {
    const r = mapReturn(
      {
        ackNum: 123456789012345,
        assmentYear: '2025',
        formTypeCd: 'ITR-1',
        incmTaxSecCd: '11',
        ackDt: Date.UTC(2025, 6, 20, 6),
        itrPanDetlList: [
          { statusDesc: 'Return Processed', activityTxt: 'processed', statusDt: Date.UTC(2025, 9, 1, 6) },
          { statusDesc: 'Return Filed', activityTxt: 'filed', statusDt: Date.UTC(2025, 6, 20, 6) },
        ],
      },
      'ABCDE1234F',
    );
    expect(r).toMatchObject({
      ackNum: '123456789012345',
      assmentYear: '2025-26',
      incmTaxSecCd: '139(1)',
      ackDt: '2025-07-20',
      latestActivity: '2025-10-01 · Return Processed · processed',
      activityCount: 2,
      activityLog: '2025-10-01 · Return Processed · processed\n2025-07-20 · Return Filed · filed',
      title: 'ITR-1 · AY 2025-26',
    });
    const reply = mapReply(
      {
        responseId: 4001,
        submittedOn: Date.UTC(2026, 0, 5),
        attachmentLst: [{ docId: 9, attachmentName: 'a.pdf', categorieName: 'Reply' }, { docId: 10 }],
      },
      { headerSeqNo: '2001', proceedingReqId: 77, pan: 'ABCDE1234F' },
    );
    expect(reply).toMatchObject({
      responseId: '4001',
      proceedingReqId: '77',
      submittedOn: '2026-01-05T00:00:00.000Z',
      attachmentCount: 2,
      attachmentNames: 'a.pdf, 10.pdf',
    });
  });
});
