import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { errorMessage } from '@umrah/domain/model/api-error';

/** A centred spinner with a name for screen readers. */
export function Loading({ label }: { label: string }) {
  return <LoadingState label={label} />;
}

/** A failed read: the human message and a way to try again. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <ErrorState
      title={title}
      description={errorMessage(error, 'Please try again.')}
      onRetry={onRetry}
    />
  );
}
