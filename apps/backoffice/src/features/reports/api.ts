import type { DailyReportValue } from '@mekong/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, apiFile, saveFile } from '../../shared/api/client.ts';
import type { Range } from './range.ts';

export type Report = DailyReportValue;
export type Figures = Report['totals'];
export type GameRow = Report['byGame'][number];

/** GET /wps/operator/reports/daily: the brand's figures per day in its time zone, from the ledger. */
export const useDailyReport = (range: Range | undefined) =>
  useQuery({
    queryKey: ['report', 'daily', range?.from, range?.to],
    queryFn: () => api<Report>('/wps/operator/reports/daily', { query: range }),
    enabled: !!range,
    placeholderData: keepPreviousData,
  });

/** GET /wps/operator/reports/daily.csv, with the session's token, saved under the server's file name. */
export const useDownloadCsv = () =>
  useMutation({
    mutationFn: async (range: Range) => saveFile(await apiFile('/wps/operator/reports/daily.csv', { query: range })),
  });
