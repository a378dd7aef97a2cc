import { reportPaths, type Dashboard, type Report, type ReportKind } from '../../../../contract/admin-reports';
import { adminHttp } from '../../app/admin-http';

export interface ReportRequest {
  kind: ReportKind;
  from: string;
  to: string;
}

/** The dashboard and reports (reports.read). */
export const reportsApi = {
  dashboard: (signal?: AbortSignal) => adminHttp<Dashboard>('get', reportPaths.dashboard, { signal }),
  report: (query: ReportRequest, signal?: AbortSignal) => adminHttp<Report>('get', reportPaths.report, { query: { ...query }, signal }),
  csv: (query: ReportRequest) => adminHttp<Blob>('get', reportPaths.reportCsv, { query: { ...query }, blob: true }),
};
