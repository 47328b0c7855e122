import { Suspense } from 'react';
import { lazyNamed, useLatch } from './lazy-part.tsx';
import type { ModalProps } from './ModalDialog.tsx';
// The dialog frame's styles stay with the page: other parts (the centres, the home popup) use them.
import './modal.css';

const ModalDialog = lazyNamed(() => import('./ModalDialog.tsx'), 'ModalDialog');

/**
 * The shared dialog (ModalDialog.tsx). The dialog library loads the first time a dialog opens,
 * not with the page; once opened, the dialog stays mounted so it can close with its animation.
 */
export function Modal(props: ModalProps) {
  const mounted = useLatch(props.open);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
