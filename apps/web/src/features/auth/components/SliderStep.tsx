import type { SliderSolution } from '@mekong/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { SliderPuzzle } from './SliderPuzzle.tsx';

type SliderStepProps = { clientKey: string; onSolved: (s: SliderSolution) => void; onClose: () => void };

/** The slider verification, asked for when the form is sent (when the merchant or the server wants one). */
export function SliderStep({ clientKey, onSolved, onClose }: SliderStepProps) {
  const { t } = useTranslation();
  return (
    <Modal open onClose={onClose} title={t('auth.sliderTitle')} testId="slider-step">
      <SliderPuzzle key={clientKey} clientKey={clientKey} onSolved={onSolved} />
    </Modal>
  );
}
