import { createDoc, type EditableOf } from '@/data';
import { TEST_USER } from '../../support/render';

export async function seedStaffUser(uid = TEST_USER.uid, displayName = TEST_USER.displayName): Promise<void> {
  await createDoc(
    'users',
    {
      uid,
      displayName,
      email: `${uid}@exemplo.com.br`,
      phoneNumber: '11987654321',
      cpf: '52998224725',
      role: 'advogado',
      oab: null,
    },
    { id: uid },
  );
}

export function eventData(patch: Partial<EditableOf<'events'>> = {}): EditableOf<'events'> {
  return {
    title: 'Audiência de instrução',
    kind: 'audiencia',
    start: new Date(2025, 4, 6, 14, 0).toISOString(),
    end: new Date(2025, 4, 6, 15, 0).toISOString(),
    allDay: false,
    location: 'Fórum Central, sala 302',
    clientId: null,
    processId: null,
    notes: '',
    responsibleUid: TEST_USER.uid,
    ...patch,
  };
}
