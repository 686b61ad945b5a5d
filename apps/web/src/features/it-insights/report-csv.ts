/** The CSV helpers moved to shared/reports, where every area's reports use them. */
export { downloadText, toCsv } from '../../shared/reports/report-csv';
