import { describe, expect, it } from 'vitest';
import { guessHearing, isHearing } from '@/features/publications/hearing';

/** Issue 38: a hearing read from a DJEN communication's text (only a prefill: the lawyer confirms). */
describe('hearing from a communication', () => {
  it.each([
    ['Fica designada audiência de conciliação para o dia 15/04/2026, às 14h30, na sala 3.', '2026-04-15', '14:30'],
    ['AUDIÊNCIA de instrução: 05/05/2026 às 09:00 horas.', '2026-05-05', '09:00'],
    ['Inclua-se em pauta da sessão de julgamento de 22 de abril de 2026, às 9 horas.', '2026-04-22', '09:00'],
    ['Sessão virtual de julgamento com início em 1º de março de 2027.', '2027-03-01', ''],
    ['Designo audiência para 31/02/2026 às 10h.', '', ''],
    ['Audiência redesignada; nova data a ser informada.', '', ''],
    ['Intime-se a parte autora para manifestação em 15 dias. Em 10/03/2026.', '', ''],
  ])('%s', (text, day, time) => {
    expect(guessHearing(text)).toEqual({ day, time });
  });

  it('tells a hearing communication from an ordinary intimation', () => {
    expect(isHearing({ status: 'Pauta de julgamento', djen: undefined })).toBe(true);
    const pub = (kind: string, text: string) =>
      ({ status: kind, djen: { kind, documentType: '', text } }) as Parameters<typeof isHearing>[0];
    expect(isHearing(pub('Intimação', 'Fica designada audiência para 15/04/2026.'))).toBe(true);
    expect(isHearing(pub('Intimação', 'Manifeste-se a parte autora.'))).toBe(false);
  });
});
