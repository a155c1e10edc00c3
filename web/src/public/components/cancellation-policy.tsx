import {
  hasPolicy,
  policyLines,
  type CancellationPolicy,
} from '@umrah/domain/model/money/cancellation-policy';
import { useLocale, useT } from '../site-context';

/**
 * A cancellation policy as its lines (Ontario O. Reg. 26/05 s. 36: the terms stated before the
 * pilgrim books), server-rendered, no script. Nothing for a package without a policy.
 */
export function CancellationPolicyLines({
  policy,
  className,
}: {
  policy: CancellationPolicy | null | undefined;
  className?: string;
}) {
  const locale = useLocale();
  const t = useT();
  if (!hasPolicy(policy)) return null;
  return (
    <div className={className ? `cancel-policy ${className}` : 'cancel-policy'}>
      <ul className="cancel-policy__lines">
        {policyLines(policy, locale).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="small muted cancel-policy__note">{t('package.cancellationPolicyNote')}</p>
    </div>
  );
}
