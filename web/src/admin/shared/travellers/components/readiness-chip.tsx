import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import {
  READINESS_RULE_LABELS,
  READINESS_STATUS_LABELS,
  readinessText,
  type ReadinessCheck,
  type ReadinessStatus,
} from '@umrah/domain/model/readiness';

const COLOR: Record<ReadinessStatus, 'success' | 'warning' | 'error'> = {
  ok: 'success',
  missing: 'warning',
  problem: 'error',
};

const ICON: Record<ReadinessStatus, React.ReactElement> = {
  ok: <CheckCircleOutlineIcon />,
  missing: <HelpOutlineIcon />,
  problem: <ErrorOutlineIcon />,
};

/**
 * One rule's verdict: green ok, amber missing, red problem, with an icon (not colour alone) and
 * the sentence as its accessible name and tooltip.
 */
export function ReadinessChip({
  check,
  compact = false,
}: {
  check: ReadinessCheck;
  compact?: boolean;
}) {
  const rule = READINESS_RULE_LABELS.en[check.rule];
  const sentence = readinessText(check, 'en');
  return (
    <Tooltip title={sentence}>
      <Chip
        size="small"
        variant={check.status === 'ok' ? 'outlined' : 'filled'}
        color={COLOR[check.status]}
        icon={ICON[check.status]}
        label={compact ? READINESS_STATUS_LABELS.en[check.status] : rule}
        // One image to assistive technology: the rule, its verdict and the sentence.
        role="img"
        aria-label={`${rule}: ${READINESS_STATUS_LABELS.en[check.status]}. ${sentence}`}
      />
    </Tooltip>
  );
}
