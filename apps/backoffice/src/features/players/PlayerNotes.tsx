import { zodResolver } from '@hookform/resolvers/zod';
import { type Player360, playerNoteRequest } from '@mekong/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ui/Alert.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { dateTime } from '../../shared/ui/format.ts';
import { useNote } from './api.ts';

/** Staff notes on the player, newest first, and a form to add one. */
export function PlayerNotes({ id, notes, canWrite }: { id: number; notes: Player360['notes']; canWrite: boolean }) {
  const { t } = useTranslation();
  const note = useNote(id);
  const form = useForm({ resolver: zodResolver(playerNoteRequest), defaultValues: { text: '' } });
  const submit = form.handleSubmit(async (body) => {
    await note.mutateAsync(body).then(
      () => form.reset(),
      () => undefined,
    );
  });
  return (
    <section className="card" aria-labelledby="p360-notes">
      <h2 id="p360-notes">{t('players.notes')}</h2>
      <ul className="notes" data-testid="p360-notes">
        {notes.map((n) => (
          <li key={n.id}>
            <p>{n.text}</p>
            <small>{t('players.noteBy', { operator: n.operator, at: dateTime(n.at) })}</small>
          </li>
        ))}
        {notes.length === 0 && <li>{t('common.empty')}</li>}
      </ul>
      {canWrite && (
        <form onSubmit={submit} noValidate data-testid="note-form">
          <Field label={t('players.newNote')} error={form.formState.errors.text}>
            {(a) => <textarea {...a} {...form.register('text')} rows={3} data-testid="note-text" />}
          </Field>
          <ErrorAlert error={note.error} />
          <button type="submit" className="btn btn-primary" disabled={note.isPending} data-testid="note-submit">
            {t('players.addNote')}
          </button>
        </form>
      )}
    </section>
  );
}
