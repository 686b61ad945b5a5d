import { DAY_MS, TIMELINE_ANCHOR, atIst } from '../it/dates';
import { Rng } from '../rng';
import {
  dashDate,
  fyOfMonth,
  indianAmount,
  monthIndexOf,
  periodOf,
  slashDate,
  slashDateTime,
} from './gst-format';
import { numericId, referenceNumber } from './gst-ids';
import type { GstDoc } from './gst-notices-data';

export type FolderCode = 'NOTCE' | 'REPLY' | 'ORDRS' | 'APLCN' | 'NOTAC';
const FOLDER_NAMES: Record<FolderCode, [string, 'R' | 'W', number]> = {
  NOTCE: ['NOTICES', 'R', 2],
  REPLY: ['REPLIES', 'W', 3],
  ORDRS: ['ORDERS', 'R', 5],
  APLCN: ['APPLICATIONS', 'R', 1],
  NOTAC: ['NOTICE/ ACKNOWLEDGEMENT', 'R', 2],
};

export type FolderItem = {
  at: number;
  itemId: number;
  refId: string;
  itemJson: Record<string, unknown>;
  docs: GstDoc[];
};
export type CaseFolder = {
  caseFolderId: number;
  code: FolderCode;
  name: string;
  access: 'R' | 'W';
  seq: number;
  items: FolderItem[];
};

/** A litserv case: an additional notice (case task) or an application found by case search. */
export type GstCase = {
  at: number;
  caseId: number;
  caseTypeCd: string;
  caseTypeName: string;
  arn: string;
  refId: string;
  caseTaskId: number | null;
  taskDesc: string;
  folders: CaseFolder[];
  /** Case search: status changes over time, the last one reached is shown. */
  statuses: { at: number; statusDesc: string }[];
  itemJson: Record<string, unknown> | null;
  caseJson: Record<string, unknown> | null;
  closedAt: number | null;
};

function doc(r: Rng, ref: string, prefix: string, title: string, lines: string[]): GstDoc {
  const id = `DOC${numericId(r, 9)}`;
  return { id, docName: `${prefix}_${ref}_${numericId(r, 10)}.pdf`, title, lines };
}

function folder(caseId: number, code: FolderCode, k: number, items: FolderItem[]): CaseFolder {
  const [name, access, seq] = FOLDER_NAMES[code];
  return { caseFolderId: caseId * 10 + k, code, name, access, seq, items };
}

/** Additional notices (determination of tax), each with notice, reply and order folders filling over time. */
export function buildCaseTasks(seed: string, gstin: string): GstCase[] {
  const rng = new Rng(seed, 'gst-cases', gstin);
  const stateCode = gstin.slice(0, 2);
  return Array.from({ length: rng.int(0, 3) }, (_, i) => {
    const r = new Rng(seed, 'gst-case', gstin, i);
    const at = atIst(TIMELINE_ANCHOR - r.int(-20, 420) * DAY_MS, r.int(10, 17), r.int(0, 59));
    const caseId = Number(numericId(r, 7));
    const arn = referenceNumber('AD', stateCode, at, r);
    const refId = referenceNumber('ZD', stateCode, at, r);
    const fy = fyOfMonth(monthIndexOf(at) - 12);
    const tax = r.int(20, 3000) * 1000;
    const dueAt = at + 30 * DAY_MS;
    const noticeItem: FolderItem = {
      at,
      itemId: Number(numericId(r, 8)),
      refId,
      itemJson: {
        arn,
        arndt: slashDate(at),
        gstin,
        state_cd: stateCode,
        refid: refId,
        refdt: dashDate(at),
        act_cd: 'ADJDT_NOTCE_DTSCN',
        ntref: refId,
        ntcdt: slashDate(at),
        todtls: {
          toid: numericId(r, 6),
          dg: 'Deputy Commissioner',
          nm: 'R K SHARMA',
          pl: 'Range-II',
          jurscd: `${stateCode}0${numericId(r, 3)}`,
          pn: '',
        },
        sdtls: {
          dtscn: {
            fy,
            sec: r.pick(['73', '74']),
            duedt: slashDate(dueAt),
            pershrng: r.pick(['Y', 'N']),
            type: 'SCN',
            dmddtls: [
              {
                tp: {
                  fromm: 'APR',
                  fromy: fy.slice(0, 4),
                  tom: 'MAR',
                  toy: String(Number(fy.slice(0, 4)) + 1),
                },
                dact: 'CGST',
                dtax: indianAmount(tax / 2),
                dist: indianAmount(tax * 0.09),
                dpnlty: indianAmount(tax * 0.05),
                dfees: '0',
                dothers: '0',
                dtot: (tax * 0.64).toFixed(2),
                pos: stateCode,
              },
            ],
          },
        },
      },
      docs: [
        doc(r, refId, 'DOT_NOTICE', 'FORM GST DRC-01', [
          `Reference No.: ${refId}`,
          `Case ARN: ${arn}`,
          `GSTIN: ${gstin}`,
          `Demand: Rs. ${indianAmount(tax)}`,
        ]),
      ],
    };
    const replyAt = at + r.int(10, 40) * DAY_MS;
    const replied = r.chance(0.6);
    const orderAt = replyAt + r.int(20, 90) * DAY_MS;
    const ordered = replied && r.chance(0.5);
    const replyItem: FolderItem[] = replied
      ? [
          {
            at: replyAt,
            itemId: Number(numericId(r, 8)),
            refId,
            itemJson: {
              arn,
              gstin,
              reply: {
                replyty: 'DRC-06',
                ntcno: refId,
                ntcdt: slashDate(at),
                intdt: slashDate(replyAt),
                pershrng: 'N',
                decdtls: { dt: slashDate(replyAt), asnm: 'AUTHORISED SIGNATORY' },
              },
            },
            docs: [doc(r, refId, 'REPLY', 'FORM GST DRC-06', [`Reply to ${refId}`, `GSTIN: ${gstin}`])],
          },
        ]
      : [];
    const orderRef = referenceNumber('ZD', stateCode, orderAt, r);
    const orderItem: FolderItem[] = ordered
      ? [
          {
            at: orderAt,
            itemId: Number(numericId(r, 8)),
            refId: orderRef,
            itemJson: {
              arn,
              gstin,
              act_cd: 'ADJDT_ORDRS_DTORD',
              refid: orderRef,
              refdt: dashDate(orderAt),
              sdtls: {
                dtorder: {
                  fy,
                  sec: '73',
                  dmddtls: [{ dact: 'CGST', dtax: indianAmount(tax / 2), dtot: (tax * 0.5).toFixed(2) }],
                },
              },
            },
            docs: [
              doc(r, orderRef, 'ADJDT_DRPRC', 'FORM GST DRC-07', [`Order ${orderRef}`, `GSTIN: ${gstin}`]),
            ],
          },
        ]
      : [];
    return {
      at,
      caseId,
      caseTypeCd: 'ADJDT',
      caseTypeName: 'DETERMINATION OF TAX',
      arn,
      refId,
      caseTaskId: Number(numericId(r, 8)),
      taskDesc: `Show cause notice issued under section ${(noticeItem.itemJson.sdtls as { dtscn: { sec: string } }).dtscn.sec}`,
      folders: [
        folder(caseId, 'NOTCE', 1, [noticeItem]),
        folder(caseId, 'REPLY', 2, replyItem),
        folder(caseId, 'ORDRS', 3, orderItem),
      ],
      statuses: [
        { at, statusDesc: 'Pending for reply' },
        ...(replied ? [{ at: replyAt, statusDesc: 'Reply furnished' }] : []),
        ...(ordered ? [{ at: orderAt, statusDesc: 'Order issued' }] : []),
      ],
      itemJson: null,
      caseJson: null,
      closedAt: ordered ? orderAt : null,
    };
  });
}

const REFUND_REASONS = [
  'Excess balance in electronic cash ledger',
  'Export of services with payment of tax',
  'ITC accumulated due to inverted tax structure',
];

/** Applications by ARN (case search): refunds (RFD-01), DRC-03 voluntary payments, appeals (APL-01). */
export function buildApplications(seed: string, gstin: string): GstCase[] {
  const rng = new Rng(seed, 'gst-applications', gstin);
  const stateCode = gstin.slice(0, 2);
  const kinds = [
    ...Array(rng.int(0, 2)).fill('RFUND'),
    ...Array(rng.int(0, 2)).fill('ADJVP'),
    ...(rng.chance(0.3) ? ['APPEL'] : []),
  ] as string[];
  return kinds.map((caseTypeCd, i) => {
    const r = new Rng(seed, 'gst-application', gstin, i);
    const at = atIst(TIMELINE_ANCHOR - r.int(-15, 450) * DAY_MS, r.int(10, 20), r.int(0, 59), r.int(0, 59));
    const arn = referenceNumber('AA', stateCode, at, r);
    const caseId = Number(numericId(r, 7));
    const amount = r.int(10, 900) * 1000;
    const m = monthIndexOf(at);
    if (caseTypeCd === 'RFUND') {
      const itemJson = {
        applnAckNum: arn,
        rfdSubDt: slashDateTime(at),
        refundRsn: r.pick(REFUND_REASONS),
        formNo: 'GST RFD-01',
        fromRetPrd: periodOf(m - 3),
        toRetPrd: periodOf(m - 1),
        ttlRfdAmt: String(amount),
      };
      const ackAt = at + r.int(3, 14) * DAY_MS;
      const orderAt = ackAt + r.int(20, 60) * DAY_MS;
      const ackRef = referenceNumber('ZD', stateCode, ackAt, r);
      const orderRef = referenceNumber('ZD', stateCode, orderAt, r);
      return {
        at,
        caseId,
        caseTypeCd,
        caseTypeName: 'REFUND',
        arn,
        refId: arn,
        caseTaskId: null,
        taskDesc: itemJson.refundRsn,
        folders: [
          folder(caseId, 'APLCN', 1, [
            {
              at,
              itemId: Number(numericId(r, 8)),
              refId: arn,
              itemJson,
              docs: [doc(r, arn, 'RFD01', 'FORM GST RFD-01', [`ARN: ${arn}`, `Amount: Rs. ${amount}`])],
            },
          ]),
          folder(caseId, 'NOTAC', 2, [
            {
              at: ackAt,
              itemId: Number(numericId(r, 8)),
              refId: ackRef,
              itemJson: { refid: ackRef, refdt: dashDate(ackAt), sdtls: { tynotice: 'RFD-02', duedate: '' } },
              docs: [doc(r, ackRef, 'RFD02', 'FORM GST RFD-02', [`Acknowledgement of ${arn}`])],
            },
          ]),
          folder(caseId, 'ORDRS', 3, [
            {
              at: orderAt,
              itemId: Number(numericId(r, 8)),
              refId: orderRef,
              itemJson: { refid: orderRef, refdt: dashDate(orderAt), formNo: 'RFD-06' },
              docs: [doc(r, orderRef, 'RFD06', 'FORM GST RFD-06', [`Refund order for ${arn}`])],
            },
          ]),
        ],
        statuses: [
          { at, statusDesc: 'Submitted' },
          { at: ackAt, statusDesc: 'Acknowledged' },
          { at: orderAt, statusDesc: r.chance(0.8) ? 'Refund disbursed' : 'Refund rejected' },
        ],
        itemJson,
        caseJson: { formNo: 'GST RFD-01', formDesc: 'Application for refund', autoFiling: 'N' },
        closedAt: orderAt,
      };
    }
    const fy = fyOfMonth(m - 6);
    const itemJson =
      caseTypeCd === 'ADJVP'
        ? {
            vp: {
              pysum: {
                rsn: 'Voluntary',
                paymentdate: slashDate(at),
                fy,
                sec: ['73(5)'],
                lbltydtls: {
                  act: [
                    {
                      acttyp: 'CGST',
                      tx: String(amount / 2),
                      intr: '0',
                      fees: '0',
                      pnlty: '0',
                      total: String(amount / 2),
                      ldgrut: 'Cash',
                      tp: {
                        fromm: 'APR',
                        fromy: fy.slice(0, 4),
                        tom: 'MAR',
                        toy: String(Number(fy.slice(0, 4)) + 1),
                      },
                    },
                    {
                      acttyp: 'SGST',
                      tx: String(amount / 2),
                      intr: '0',
                      fees: '0',
                      pnlty: '0',
                      total: String(amount / 2),
                      ldgrut: 'Cash',
                      tp: {
                        fromm: 'APR',
                        fromy: fy.slice(0, 4),
                        tom: 'MAR',
                        toy: String(Number(fy.slice(0, 4)) + 1),
                      },
                    },
                  ],
                },
              },
            },
          }
        : {
            formNo: 'GST APL-01',
            ordNo: referenceNumber('ZD', stateCode, at - 60 * DAY_MS, r),
            dsptAmt: indianAmount(amount),
          };
    const laterAt = at + r.int(5, 60) * DAY_MS;
    return {
      at,
      caseId,
      caseTypeCd,
      caseTypeName: caseTypeCd === 'ADJVP' ? 'INTIMATION OF VOLUNTARY PAYMENT' : 'APPEAL',
      arn,
      refId: arn,
      caseTaskId: null,
      taskDesc: caseTypeCd === 'ADJVP' ? 'DRC-03 intimation of payment' : 'Appeal to appellate authority',
      folders: [
        folder(caseId, 'APLCN', 1, [
          {
            at,
            itemId: Number(numericId(r, 8)),
            refId: arn,
            itemJson,
            docs: [
              doc(r, arn, caseTypeCd, caseTypeCd === 'ADJVP' ? 'FORM GST DRC-03' : 'FORM GST APL-01', [
                `ARN: ${arn}`,
                `GSTIN: ${gstin}`,
              ]),
            ],
          },
        ]),
      ],
      statuses: [
        { at, statusDesc: 'Submitted' },
        { at: laterAt, statusDesc: caseTypeCd === 'ADJVP' ? 'Acknowledged' : 'Appeal admitted' },
      ],
      itemJson,
      caseJson: {
        formNo: caseTypeCd === 'ADJVP' ? 'GST DRC-03' : 'GST APL-01',
        formDesc:
          caseTypeCd === 'ADJVP' ? 'Intimation of payment made voluntarily' : 'Appeal to Appellate Authority',
      },
      closedAt: null,
    };
  });
}

/** The case's state at an instant: its status and folders with the items issued by then. */
export function statusAt(c: GstCase, now: number): string {
  return [...c.statuses].reverse().find((s) => s.at <= now)?.statusDesc ?? c.statuses[0]!.statusDesc;
}
