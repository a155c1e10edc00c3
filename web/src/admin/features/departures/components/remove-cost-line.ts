import type { CostLine, DepartureCosts } from '@umrah/domain/model/costs';
import { useNotify } from '../../../shared/components/notifications';
import { lineToInput, sheetToInput, useSaveCostSheet } from '../../../shared/costs/api/costs';
import { useReportError } from '../../../shared/hooks/use-report-error';

// Apart from cost-dialogs, which load when a dialog is first opened (issue 42, screen weight).
/** Removes a line (refused by the server when it carries payments). */
export function useRemoveCostLine(costs: DepartureCosts) {
  const save = useSaveCostSheet();
  const notify = useNotify();
  const reportError = useReportError();
  return async (line: CostLine) => {
    try {
      const lines = costs.sheet.lines.filter((l) => l.id !== line.id).map(lineToInput);
      await save.mutateAsync({
        departureId: costs.sheet.departureId,
        body: sheetToInput(costs.sheet, lines),
      });
      notify({ title: 'Line removed', severity: 'success' });
    } catch (error) {
      reportError(error, 'Could not remove the line');
    }
  };
}
