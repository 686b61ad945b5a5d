/**
 * The kinds of e-proceedings the sandbox seeds, each with the notices it issues in order. Texts
 * follow the wording the portal shows (ITBA descriptions keep the portal's own spacing quirks).
 */

export type NoticeStep = {
  section: string;
  description: string;
  /** Heading printed on the notice PDF. */
  heading: string;
  body: string;
  /** Chance the notice carries a response due date. */
  dueChance: number;
  dueDays: readonly [number, number];
  /** Chance a second PDF (annexure, questionnaire) comes with the notice. */
  annexureChance: number;
  annexureTitle: string;
};

export type KindKey =
  'scrutiny' | 'reassessment' | 'verification' | 'defective' | 'adjustment' | 'rectification' | 'penalty';

export type ProceedingKind = {
  key: KindKey;
  proceedingName: string;
  /** ITBA module in the DIN (`ITBA/AST/...`), or CPC for the processing centre's own numbering. */
  module: 'AST' | 'PNL' | 'VER' | 'CPC';
  cpcCode?: string;
  steps: readonly NoticeStep[];
  ayRange: readonly [number, number];
  /** Earliest issue of the first notice: `[years after 1 April of the AY's start year, extra days range]`. */
  start: readonly [number, number, number];
  gapDays: readonly [number, number];
  weight: number;
  /** Extra chance of closure over the age-based one (short proceedings close more often). */
  closeBias: number;
  closureDocs: readonly string[];
  /** Chance an open proceeding of this kind is listed For Your Information instead of For Your Action. */
  fyiChance: number;
};

const notice142: NoticeStep = {
  section: '142(1)',
  description: '[ITBA]Notice u/s 142(1)of Income Tax Act 1961.',
  heading: 'Notice under section 142(1) of the Income-tax Act, 1961',
  body:
    'In connection with the assessment for the assessment year mentioned above, you are requested to ' +
    'furnish the information and documents specified in the annexure through the e-filing portal on or ' +
    'before the date mentioned below. Non-compliance may attract penalty u/s 272A(1)(d) and assessment ' +
    'u/s 144 of the Act.',
  dueChance: 1,
  dueDays: [7, 15],
  annexureChance: 0.5,
  annexureTitle: 'Questionnaire',
};

export const PROCEEDING_KINDS: readonly ProceedingKind[] = [
  {
    key: 'scrutiny',
    proceedingName: 'Assessment Proceeding u/s 143(3)',
    module: 'AST',
    ayRange: [2018, 2025],
    start: [0, 120, 330],
    gapDays: [20, 75],
    weight: 30,
    closeBias: 0,
    closureDocs: ['Order us 143(3)', 'Computation Sheet', 'Demand Notice us 156'],
    fyiChance: 0.05,
    steps: [
      {
        section: '143(2)',
        description: '[ITBA]Intimation and Notice u/s 143(2) of the Income-tax Act, 1961.',
        heading: 'Notice under section 143(2) of the Income-tax Act, 1961',
        body:
          'This is to inform you that the return of income filed for the assessment year mentioned above ' +
          'has been selected for scrutiny. The assessment will be made in the faceless manner under ' +
          'section 144B. You may furnish any evidence on which you rely in support of your return.',
        dueChance: 0.6,
        dueDays: [10, 15],
        annexureChance: 0.2,
        annexureTitle: 'Reasons for selection',
      },
      notice142,
      { ...notice142, annexureChance: 0.3 },
      { ...notice142, annexureChance: 0.2 },
      {
        section: '143(3)',
        description: '[ITBA]Show Cause Notice for Proceedings u/s 143(3)of Income Tax Act 1961.',
        heading: 'Show cause notice in the proceedings under section 143(3)',
        body:
          'On examination of the submissions made, the variations in the annexure are proposed to your ' +
          'returned income. You are requested to show cause why the assessment should not be completed ' +
          'as proposed.',
        dueChance: 1,
        dueDays: [5, 10],
        annexureChance: 0.6,
        annexureTitle: 'Draft Assessment Order',
      },
    ],
  },
  {
    key: 'reassessment',
    proceedingName: 'Reassessment Proceeding u/s 147',
    module: 'AST',
    ayRange: [2018, 2022],
    start: [3, 0, 700],
    gapDays: [25, 90],
    weight: 14,
    closeBias: 0,
    closureDocs: ['Order us 147 rws 144B', 'Computation Sheet', 'Demand Notice us 156'],
    fyiChance: 0.05,
    steps: [
      {
        section: '148A(b)',
        description: '[ITBA]Show Cause Notice u/s 148A(b) of the Income-tax Act, 1961',
        heading: 'Notice under section 148A(b) of the Income-tax Act, 1961',
        body:
          'Information is available in this office which suggests that income chargeable to tax has ' +
          'escaped assessment for the assessment year mentioned above. You are requested to show cause ' +
          'why a notice under section 148 should not be issued.',
        dueChance: 1,
        dueDays: [7, 30],
        annexureChance: 0.7,
        annexureTitle: 'Information suggesting escapement',
      },
      {
        section: '148',
        description: '[ITBA]Notice u/s 148 of the Income-tax Act, 1961',
        heading: 'Notice under section 148 of the Income-tax Act, 1961',
        body:
          'Having considered your reply and the material on record, income chargeable to tax is found to ' +
          'have escaped assessment. You are required to furnish a return of income for the assessment ' +
          'year mentioned above within the period stated below.',
        dueChance: 1,
        dueDays: [30, 30],
        annexureChance: 0.5,
        annexureTitle: 'Order us 148A(d)',
      },
      notice142,
      notice142,
      {
        section: '144B',
        description: '[ITBA]Show Cause Notice u/s 144B of the Income-tax Act, 1961',
        heading: 'Show cause notice under section 144B(1)(xvi)(b)',
        body:
          'A draft assessment order has been prepared in the reassessment proceedings. You are requested ' +
          'to show cause why the assessment should not be completed as per the draft enclosed.',
        dueChance: 1,
        dueDays: [7, 10],
        annexureChance: 0.6,
        annexureTitle: 'Draft Assessment Order',
      },
    ],
  },
  {
    key: 'verification',
    proceedingName: 'Verification of Information u/s 133(6)',
    module: 'VER',
    ayRange: [2020, 2025],
    start: [1, 0, 500],
    gapDays: [15, 45],
    weight: 14,
    closeBias: 0.1,
    closureDocs: [],
    fyiChance: 0.1,
    steps: [
      {
        section: '133(6)',
        description: '[ITBA]Notice u/s 133(6) of the Income-tax Act, 1961 - Call for information',
        heading: 'Notice under section 133(6) of the Income-tax Act, 1961',
        body:
          'Information has been received in respect of high-value transactions reported in your name. ' +
          'You are requested to furnish the details called for in the annexure in order to verify the ' +
          'said transactions.',
        dueChance: 1,
        dueDays: [7, 15],
        annexureChance: 0.5,
        annexureTitle: 'Details of transactions',
      },
      {
        section: '133(6)',
        description: '[ITBA]Reminder - Notice u/s 133(6) of the Income-tax Act, 1961',
        heading: 'Reminder: notice under section 133(6) of the Income-tax Act, 1961',
        body:
          'No response has been received to the notice issued earlier. You are once again requested to ' +
          'furnish the information called for, failing which penal consequences may follow.',
        dueChance: 0.9,
        dueDays: [7, 10],
        annexureChance: 0,
        annexureTitle: '',
      },
    ],
  },
  {
    key: 'defective',
    proceedingName: 'Defective Return u/s 139(9)',
    module: 'CPC',
    cpcCode: 'G22',
    ayRange: [2022, 2025],
    start: [0, 140, 320],
    gapDays: [15, 30],
    weight: 12,
    closeBias: 0.25,
    closureDocs: [],
    fyiChance: 0.1,
    steps: [
      {
        section: '139(9)',
        description: 'Communication of Defective Return u/s 139(9) of the Income-tax Act, 1961',
        heading: 'Communication u/s 139(9): your return of income is defective',
        body:
          'The return of income filed by you for the assessment year mentioned above has been found ' +
          'defective for the reasons given below. Please remove the defect within the time allowed, ' +
          'failing which the return shall be treated as invalid.',
        dueChance: 1,
        dueDays: [15, 15],
        annexureChance: 0,
        annexureTitle: '',
      },
    ],
  },
  {
    key: 'adjustment',
    proceedingName: 'Adjustment of Refund u/s 245',
    module: 'CPC',
    cpcCode: 'A6',
    ayRange: [2018, 2024],
    start: [1, 120, 900],
    gapDays: [30, 60],
    weight: 10,
    closeBias: 0.2,
    closureDocs: [],
    fyiChance: 0.5,
    steps: [
      {
        section: '245',
        description: 'Intimation u/s 245(1) - Proposed adjustment of refund against outstanding demand',
        heading: 'Intimation under section 245(1) of the Income-tax Act, 1961',
        body:
          'A refund is due to you. As per the records of the Department there is an outstanding demand ' +
          'against your PAN. It is proposed to adjust the refund against the demand. You may agree, ' +
          'disagree or partially agree with the proposed adjustment.',
        dueChance: 1,
        dueDays: [30, 30],
        annexureChance: 0.3,
        annexureTitle: 'Details of outstanding demand',
      },
      {
        section: '245',
        description: 'Reminder - Response to proposed adjustment u/s 245(1)',
        heading: 'Reminder: proposed adjustment under section 245(1)',
        body:
          'No response has been received to the intimation of the proposed adjustment. If no response is ' +
          'received the refund will be adjusted against the outstanding demand.',
        dueChance: 0.5,
        dueDays: [15, 15],
        annexureChance: 0,
        annexureTitle: '',
      },
    ],
  },
  {
    key: 'rectification',
    proceedingName: 'Rectification u/s 154',
    module: 'AST',
    ayRange: [2019, 2024],
    start: [1, 60, 700],
    gapDays: [20, 60],
    weight: 10,
    closeBias: 0.1,
    closureDocs: ['Order us 154'],
    fyiChance: 0.2,
    steps: [
      {
        section: '154',
        description:
          '[ITBA]Notice u/s 154 of the Income-tax Act, 1961 - Intimation of proposed rectification',
        heading: 'Notice under section 154 of the Income-tax Act, 1961',
        body:
          'A mistake apparent from the record has been noticed in the order passed for the assessment ' +
          'year mentioned above. It is proposed to rectify the mistake as set out below. You may make ' +
          'your submissions, if any.',
        dueChance: 0.8,
        dueDays: [7, 15],
        annexureChance: 0.3,
        annexureTitle: 'Computation of proposed rectification',
      },
      {
        section: '154',
        description: '[ITBA]Letter u/s 154 - Opportunity of being heard',
        heading: 'Opportunity of being heard under section 154(3)',
        body:
          'Before passing the rectification order, an opportunity of being heard is given to you. You may ' +
          'submit your reply on the e-filing portal.',
        dueChance: 0.7,
        dueDays: [7, 10],
        annexureChance: 0,
        annexureTitle: '',
      },
    ],
  },
  {
    key: 'penalty',
    proceedingName: 'Penalty Proceeding u/s 270A',
    module: 'PNL',
    ayRange: [2018, 2022],
    start: [3, 0, 500],
    gapDays: [30, 90],
    weight: 8,
    closeBias: 0,
    closureDocs: ['Penalty Order us 270A'],
    fyiChance: 0.05,
    steps: [
      {
        section: '270A',
        description: '[ITBA]Show Cause Notice u/s 274 r.w.s. 270A of the Income-tax Act, 1961',
        heading: 'Notice under section 274 read with section 270A of the Income-tax Act, 1961',
        body:
          'It appears that you have under-reported your income. You are requested to show cause why an ' +
          'order imposing a penalty under section 270A should not be made.',
        dueChance: 1,
        dueDays: [10, 15],
        annexureChance: 0.2,
        annexureTitle: 'Computation of penalty',
      },
      {
        section: '270A',
        description: '[ITBA]Final Show Cause Notice u/s 274 r.w.s. 270A',
        heading: 'Final show cause notice under section 274 read with section 270A',
        body:
          'No satisfactory reply has been received. This is a final opportunity to show cause why penalty ' +
          'should not be levied.',
        dueChance: 1,
        dueDays: [7, 10],
        annexureChance: 0,
        annexureTitle: '',
      },
    ],
  },
];

export const KIND_BY_KEY: Readonly<Record<KindKey, ProceedingKind>> = Object.fromEntries(
  PROCEEDING_KINDS.map((kind) => [kind.key, kind]),
) as Record<KindKey, ProceedingKind>;
