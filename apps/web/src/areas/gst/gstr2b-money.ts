import { formatValue, type Gstr2bTax } from '@taxdesk/domain';

export const totalTax = (t: Gstr2bTax) => Math.round((t.igst + t.cgst + t.sgst + t.cess) * 100) / 100;

export const rupees = (n: number) => formatValue({ kind: 'money' }, n);
