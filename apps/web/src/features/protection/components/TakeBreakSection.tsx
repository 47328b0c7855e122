import { BREAK_LENGTHS, type BreakRequest } from '@mekong/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import { useMsg } from '../../../shared/forms/messages.ts';
import { useSession } from '../../../shared/session/session.ts';
import { useUi } from '../../../shared/store/ui.ts';
import { type TakenBreak, useTakeBreakMutation } from '../api/breaks.ts';
import { breakEnd } from '../break-end.ts';
import { useBreakNotice } from '../break-notice.ts';
import { BreakConfirmDialog } from './BreakConfirmDialog.tsx';

type Kind = BreakRequest['kind'];
const KINDS: Kind[] = ['TIMEOUT', 'EXCLUSION'];

/**
 * Take a break from play: a time-out or a self-exclusion, its length, and a confirmation that says
 * what happens and until when. The break ends every session, so on success the player is signed out
 * here as the site's sign-out does, and the sign-in opens saying until when the break runs.
 */
export function TakeBreakSection() {
  const { t } = useTranslation();
  const msg = useMsg();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const take = useTakeBreakMutation();
  const [kind, setKind] = useState<Kind>('TIMEOUT');
  const [length, setLength] = useState<BreakRequest['length']>(BREAK_LENGTHS.TIMEOUT[0]);
  const [asked, setAsked] = useState<{ request: BreakRequest; end: Date | null } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const wasAsked = useRef(false);
  // A confirmation put away gives focus back to the button that opened it. The dialog's own
  // return of focus comes in a later task, so this one is queued after it.
  useEffect(() => {
    if (asked) wasAsked.current = true;
    else if (wasAsked.current) {
      wasAsked.current = false;
      const id = window.setTimeout(() => startButton.current?.focus(), 0);
      return () => window.clearTimeout(id);
    }
  }, [asked]);

  const chooseKind = (next: Kind) => {
    setKind(next);
    setLength(BREAK_LENGTHS[next][0]);
  };
  const ask = () => {
    setProblem(null);
    setAsked({ request: { kind, length }, end: breakEnd(length, new Date()) });
  };
  /** The session is dead once the answer comes: it goes here the way the site's sign-out does it. */
  const signOut = (taken: TakenBreak) => {
    useBreakNotice.getState().remember(taken);
    useSession.getState().clear();
    // The limits are cached without the session in their key: the next player must not see them.
    for (const key of [queryKeys.members, queryKeys.balances, ['member-limits']])
      queryClient.removeQueries({ queryKey: key });
    navigate('/');
    useUi.getState().openModal('login');
  };
  const confirm = async () => {
    if (!asked) return;
    setProblem(null);
    try {
      signOut(await take.mutateAsync(asked.request));
    } catch (err) {
      setProblem(err instanceof ApiError ? (msg({ api: err }) ?? null) : t('errors.unknown.system.err'));
    }
  };

  return (
    <section className="stack rg-form rg-break" aria-labelledby="rg-break-title" data-testid="rg-break">
      <h4 id="rg-break-title">{t('centre.rg.break.title')}</h4>
      <p className="rg-note">{t('centre.rg.break.intro')}</p>
      <fieldset className="rg-break-kinds">
        <legend>{t('centre.rg.break.kind')}</legend>
        {KINDS.map((k) => (
          <label key={k} className="rg-break-kind">
            <input
              type="radio"
              name="rg-break-kind"
              value={k}
              checked={kind === k}
              onChange={() => chooseKind(k)}
              aria-describedby={`rg-break-note-${k}`}
              data-testid={`rg-break-kind-${k}`}
            />
            <span>
              <strong>{t(`centre.rg.break.kinds.${k}`)}</strong>
              <span id={`rg-break-note-${k}`} className="rg-note">
                {t(`centre.rg.break.notes.${k}`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="rg-break-length">{t('centre.rg.break.length')}</label>
        <select
          id="rg-break-length"
          value={length}
          onChange={(e) => setLength(e.target.value as BreakRequest['length'])}
          data-testid="rg-break-length"
        >
          {BREAK_LENGTHS[kind].map((l) => (
            <option key={l} value={l}>
              {t(`centre.rg.break.lengths.${l}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-actions">
        <button ref={startButton} type="button" className="btn btn-primary" onClick={ask} data-testid="rg-break-start">
          {t('centre.rg.break.start')}
        </button>
      </div>
      <BreakConfirmDialog
        request={asked?.request ?? null}
        end={asked?.end ?? null}
        busy={take.isPending}
        problem={problem}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}
