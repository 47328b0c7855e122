import { type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor, formatMoney } from '../../shared/lib/money.ts';
import { Pager } from '../../shared/ui/Pager.tsx';
import { PaymentPasswordField } from '../../shared/ui/PaymentPasswordField.tsx';
import { CatalogueSpecimens } from './catalogue-specimens.tsx';

/** One theme's column: every shared piece of the design system, in that theme's tokens. */
export function Specimens({ theme }: { theme: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState('one');
  const [page, setPage] = useState(2);
  const [pin, setPin] = useState('');
  const h = (key: string) => t(`styleGuide.section.${key}`);
  return (
    <section
      className="sg-panel"
      data-theme={theme}
      aria-label={t(`styleGuide.theme.${theme}`)}
      data-testid={`sg-${theme}`}
    >
      <h2>{t(`styleGuide.theme.${theme}`)}</h2>

      <Group title={h('buttons')}>
        <div className="sg-row">
          <button type="button" className="btn btn-primary">
            {t('styleGuide.sample.primary')}
          </button>
          <button type="button" className="btn">
            {t('styleGuide.sample.secondary')}
          </button>
          <button type="button" className="btn btn-primary" disabled>
            {t('styleGuide.sample.disabled')}
          </button>
          <button type="button" className="btn btn-icon" aria-label={t('shell.close')}>
            <span aria-hidden="true">×</span>
          </button>
          <button type="button" className="link-button">
            {t('styleGuide.sample.link')}
          </button>
        </div>
      </Group>

      <Group title={h('tabs')}>
        <fieldset className="sg-tabs">
          <legend className="visually-hidden">{h('tabs')}</legend>
          {['one', 'two', 'three'].map((k) => (
            <button key={k} type="button" className="btn" aria-pressed={tab === k} onClick={() => setTab(k)}>
              {t(`styleGuide.sample.tab.${k}`)}
            </button>
          ))}
        </fieldset>
      </Group>

      <Group title={h('inputs')}>
        <div className="sg-form">
          <label htmlFor={`${id}-text`}>{t('styleGuide.sample.account')}</label>
          <input id={`${id}-text`} placeholder={t('styleGuide.sample.placeholder')} />
          <label htmlFor={`${id}-select`}>{t('styleGuide.sample.language')}</label>
          <select id={`${id}-select`}>
            <option>{t('styleGuide.sample.option')}</option>
          </select>
          <label htmlFor={`${id}-area`}>{t('styleGuide.sample.message')}</label>
          <textarea id={`${id}-area`} rows={2} />
          <label className="sg-check">
            <input type="checkbox" defaultChecked /> {t('styleGuide.sample.remember')}
          </label>
          <PaymentPasswordField
            id={`${id}-pin`}
            label={t('styleGuide.sample.pin')}
            value={pin}
            onChange={setPin}
            testId={`sg-pin-${theme}`}
          />
        </div>
      </Group>

      <Group title={h('cards')}>
        <ul className="cards">
          <li>
            <span className="card">
              <strong>{t('styleGuide.sample.card')}</strong>
              <span className="hot">{t('shell.hot')}</span>
            </span>
          </li>
          <li>
            <span className="card" aria-current="true">
              <strong>{t('styleGuide.sample.selected')}</strong>
            </span>
          </li>
        </ul>
        <div className="panel">
          <h3>{t('styleGuide.sample.panel')}</h3>
          <p>{t('styleGuide.sample.body')}</p>
        </div>
        <p className="empty">{t('styleGuide.sample.empty')}</p>
      </Group>

      <Group title={h('badges')}>
        <div className="sg-row">
          <span className="age-badge">18+</span>
          <span className="hot">{t('shell.hot')}</span>
          <span className="sg-chip sg-chip-primary">{t('styleGuide.sample.primary')}</span>
          <span className="sg-chip sg-chip-accent">{t('styleGuide.sample.accent')}</span>
          <span className="sg-chip sg-chip-danger">{t('styleGuide.sample.danger')}</span>
        </div>
      </Group>

      <Group title={h('amounts')}>
        <dl className="sg-amounts">
          <dt>{t('styleGuide.sample.balance')}</dt>
          <dd className="money">{formatMoney('1234567', '$')}</dd>
          <dt>{t('styleGuide.sample.loss')}</dt>
          <dd className="money">{formatMoney('-1800', '$')}</dd>
          <dt>{t('styleGuide.sample.win')}</dt>
          <dd className="ticker-amount">{formatMinor('98600')}</dd>
        </dl>
      </Group>

      <Group title={h('skeletons')}>
        <div className="skeleton sg-skeleton" aria-hidden="true" />
        <p className="loading">{t('shell.loading')}</p>
      </Group>

      <Group title={h('pager')}>
        <Pager page={page} pages={5} onPage={setPage} />
      </Group>

      <Suspense fallback={<p className="loading">{t('shell.loading')}</p>}>
        <CatalogueSpecimens heading={h} />
      </Suspense>
    </section>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="sg-group">
      <h3>{title}</h3>
      {children}
    </div>
  );
}
