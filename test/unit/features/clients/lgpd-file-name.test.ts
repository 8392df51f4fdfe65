import { describe, expect, it } from 'vitest';
import { exportFileName } from '@/features/clients/api/lgpd';
import { pinTimeZone } from '../../../support/time-zone';

// The firm sees local (Brasília) dates everywhere.
pinTimeZone('America/Sao_Paulo');

describe('LGPD export file name', () => {
  it('carries the local day at 23:30 in Brasília, when UTC is already the next day', () => {
    const lateEvening = new Date('2025-05-02T02:30:00.000Z'); // 01/05/2025 23:30 in São Paulo
    expect(exportFileName('Maria da Silva', lateEvening)).toBe('dados-lgpd-maria-da-silva-2025-05-01.json');
  });

  it('moves to the next day at local midnight, not at UTC midnight', () => {
    expect(exportFileName('Maria', new Date('2025-05-02T02:59:00.000Z'))).toBe('dados-lgpd-maria-2025-05-01.json'); // 23:59 local
    expect(exportFileName('Maria', new Date('2025-05-02T03:00:00.000Z'))).toBe('dados-lgpd-maria-2025-05-02.json'); // 00:00 local
  });

  it('keeps the name slug free of accents and spaces', () => {
    expect(exportFileName('  João Ávila & Cia.  ', new Date('2025-05-01T15:00:00.000Z'))).toBe(
      'dados-lgpd-joao-avila-cia-2025-05-01.json',
    );
    expect(exportFileName('!!!', new Date('2025-05-01T15:00:00.000Z'))).toBe('dados-lgpd-cliente-2025-05-01.json');
  });
});
