import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Period, RegulatorReportSummary } from '@umrah/domain/model/money/regulator-reports';
import { apiRequest } from '../../../shared/api/api-client';

const PATH = '/api/admin/reports/regulators';

const query = (period: Period, language?: 'en' | 'fr') =>
  new URLSearchParams({ from: period.from, to: period.to, ...(language && { lang: language }) });

/** GET /api/admin/reports/regulators?from=&to=: the figures of the period (null: none chosen). */
export function useRegulatorReport(period: Period | null) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'reports', 'regulators', period?.from, period?.to],
      queryFn: ({ signal }) =>
        apiRequest<RegulatorReportSummary>(`${PATH}?${query(period as Period)}`, { signal }),
      enabled: period !== null,
    }),
  );
}

/** The report as a file in the regulators' language (each download is audited). */
export const regulatorReportFile = (period: Period, format: 'csv' | 'pdf', language: 'en' | 'fr') =>
  `${PATH}.${format}?${query(period, language)}`;
