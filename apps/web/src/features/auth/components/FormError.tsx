import { type Msg, useMsg } from '../../../shared/forms/messages.ts';

/** A form-level message, announced to screen readers as it appears. */
export function FormError({ msg, testId }: { msg: Msg | null | undefined; testId?: string }) {
  const text = useMsg()(msg);
  if (!text) return null;
  return (
    <p className="form-error" role="alert" data-testid={testId}>
      {text}
    </p>
  );
}
