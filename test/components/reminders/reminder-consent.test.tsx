// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  ConsentRequiredError,
  closeSessionDatabase,
  createDoc,
  findDocs,
  openSessionDatabase,
  type ClientDoc,
} from '@/data';
import { ReminderCreatePage } from '@/features/reminders/components/ReminderFormPage';
import { createReminder } from '@/features/reminders/api/save-reminder';
import { blankReminder, reminderValuesOf } from '@/features/reminders/reminder-form';
import { toaster } from '@/lib/toaster';
import { makeClient } from '../../support/fixtures';
import { renderScreen } from '../../support/render';

configure({ asyncUtilTimeout: 5_000 });

let run = 0;
let withConsent: ClientDoc;
let withoutConsent: ClientDoc;
beforeEach(async () => {
  await openSessionDatabase({ uid: `reminder-consent-${++run}-${Date.now()}`, multiInstance: false, sync: false });
  withoutConsent = await createDoc('clients', makeClient('Sem Consentimento'));
  withConsent = await createDoc(
    'clients',
    makeClient('Com Consentimento', {
      document: '11144477735',
      consent: { messaging: true, date: '2025-01-02T12:00:00.000Z', purpose: 'Avisos' },
    }),
  );
});
afterEach(async () => {
  toaster.remove();
  cleanup();
  await closeSessionDatabase();
});

describe('reminder that notifies the client: LGPD consent enforced', () => {
  it('for a client without consent the form says why, links to the LGPD tab and does not save; unticking the notice saves', async () => {
    await renderScreen(<ReminderCreatePage clientId={withoutConsent.id} />, { path: '/lembretes/novo' });
    fireEvent.click(await screen.findByText('Avisar o cliente no horário (pelo aplicativo do cliente)'));
    expect(await screen.findByText('Cliente sem consentimento para mensagens')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrar consentimento' }).getAttribute('href')).toBe(
      `/clientes/editar/${withoutConsent.id}?aba=lgpd`,
    );
    const save = screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(save.title).toMatch(/desmarque o aviso ou registre o consentimento/);
    fireEvent.click(screen.getByText('Avisar o cliente no horário (pelo aplicativo do cliente)'));
    await waitFor(() => expect(screen.queryByText('Cliente sem consentimento para mensagens')).toBeNull());
    expect(save.disabled).toBe(false);
  });

  it('the data layer refuses it too (codes, not words); with consent, or without notifying, it is saved', async () => {
    const due = new Date(2030, 0, 2, 9, 0);
    const values = (clientId: string, notifyClient: boolean) =>
      reminderValuesOf({
        ...blankReminder(due, { clientId }),
        title: 'Audiência amanhã',
        message: 'Leve seus documentos',
        notifyClient,
      });
    await expect(createReminder(values(withoutConsent.id, true))).rejects.toMatchObject({
      code: 'no-consent',
      clientId: withoutConsent.id,
    });
    await expect(createReminder(values(withoutConsent.id, true))).rejects.toBeInstanceOf(ConsentRequiredError);
    await createReminder(values(withoutConsent.id, false));
    await createReminder(values(withConsent.id, true));
    const saved = await findDocs('lembrets', {});
    expect(saved.map((r) => [r.clientId, r.notifyClient]).sort()).toEqual(
      [
        [withConsent.id, true],
        [withoutConsent.id, false],
      ].sort(),
    );
  });
});
