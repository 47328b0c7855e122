import { type CSSProperties, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleSection } from '../../shared/i18n/sections.ts';
import { useUi } from '../../shared/store/ui.ts';
import { useSystemStatus } from '../../shared/system/status-context.ts';
import { brandTokens } from '../../shared/theme/brand-tokens.ts';
import { Modal } from '../../shared/ui/Modal.tsx';
import { PALETTE_NAMES, type PaletteName, SAMPLE_PALETTES } from './palettes.ts';
import { Specimens } from './Specimens.tsx';
import './style-guide.css';

/**
 * /style-guide, in development builds only (routes.tsx): every shared piece of the player site
 * in the dark and the light theme side by side, in the brand's palette or a sample one, whose
 * tokens are derived as the brand's own are (brand-tokens.ts).
 */
export function StyleGuidePage() {
  useLocaleSection(['styleGuide']);
  const { t } = useTranslation();
  const brand = useSystemStatus().info.brand;
  const [palette, setPalette] = useState<PaletteName>('brand');
  const [dialog, setDialog] = useState(false);
  const pickerId = useId();
  const colours = palette === 'brand' ? { ...brand.theme, logoUrl: brand.logoUrl } : SAMPLE_PALETTES[palette];
  // Custom properties on the wrapper: both columns inherit them; the rest of the page keeps the brand's.
  const tokens = brandTokens(colours) as CSSProperties;
  return (
    <section className="page" data-testid="page-style-guide">
      <h1>{t('styleGuide.title')}</h1>
      <p>{t('styleGuide.intro')}</p>
      <div className="sg-tools">
        <label htmlFor={pickerId}>{t('styleGuide.palette')}</label>
        <select
          id={pickerId}
          value={palette}
          onChange={(e) => setPalette(e.target.value as PaletteName)}
          data-testid="sg-palette"
        >
          {PALETTE_NAMES.map((name) => (
            <option key={name} value={name}>
              {t(`styleGuide.palettes.${name}`)}
            </option>
          ))}
        </select>
        <button type="button" className="btn" onClick={() => setDialog(true)}>
          {t('styleGuide.openDialog')}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => useUi.getState().showAlert({ titleKey: 'styleGuide.alertTitle', key: 'styleGuide.alertText' })}
        >
          {t('styleGuide.openAlert')}
        </button>
      </div>
      <div className="sg-columns" style={tokens} data-testid="sg-columns">
        <Specimens theme="dark" />
        <Specimens theme="light" />
      </div>
      <Modal open={dialog} onClose={() => setDialog(false)} title={t('styleGuide.dialogTitle')} testId="sg-dialog">
        <div className="modal-body">
          <p>{t('styleGuide.sample.body')}</p>
          <div className="form-actions">
            <button type="button" className="btn btn-primary" onClick={() => setDialog(false)}>
              {t('shell.ok')}
            </button>
          </div>
        </div>
      </Modal>
    </section>
  );
}
