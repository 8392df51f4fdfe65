import { describe, expect, it } from 'vitest';
import { defaultInviteMessage, inviteMessage, whatsAppNumber, whatsAppUrl } from '@/features/clients/app-invite';

const LINK = 'https://escritorio.example/__/auth/action?mode=resetPassword&oobCode=a_b*c';

describe('whatsAppNumber', () => {
  it('is 55 + DDD + number for a valid Brazilian phone, masked or not, with or without the country code', () => {
    expect(whatsAppNumber('11987654321')).toBe('5511987654321');
    expect(whatsAppNumber('(11) 98765-4321')).toBe('5511987654321');
    expect(whatsAppNumber('1132654321')).toBe('551132654321');
    expect(whatsAppNumber('5511987654321')).toBe('5511987654321');
    expect(whatsAppNumber('+55 (51) 98765-4321')).toBe('5551987654321');
  });

  it('is null without a valid phone', () => {
    for (const phone of ['', '98765-4321', '0198765432', '11887654321', '4411987654321'])
      expect(whatsAppNumber(phone)).toBeNull();
  });
});

describe('inviteMessage', () => {
  const values = { 'cliente.primeiroNome': 'Maria', 'cliente.nome': 'Maria da Silva', 'usuario.nome': 'Ana Souza' };

  it('without a shortcut: the default message with the first name and the link', () => {
    expect(inviteMessage(null, values, LINK)).toEqual({ text: defaultInviteMessage('Maria', LINK), missing: [] });
    expect(defaultInviteMessage('Maria', LINK)).toBe(
      `Olá, Maria! Seu acesso ao aplicativo do escritório está pronto. Crie sua senha neste link: ${LINK}`,
    );
    expect(defaultInviteMessage('', LINK)).toMatch(/^Olá! Seu acesso/);
  });

  it('a shortcut: filled as in a chat, plain text, the link in place of {{aplicativo.link}} — else at the end', () => {
    expect(
      inviteMessage('*Oi*, {{cliente.primeiroNome}}: {{ aplicativo.link }}\n_{{usuario.nome}}_', values, LINK),
    ).toEqual({
      text: `Oi, Maria: ${LINK}\nAna Souza`,
      missing: [],
    });
    expect(inviteMessage('Bom dia, {{cliente.nome}}.', values, LINK)).toEqual({
      text: `Bom dia, Maria da Silva.\n\n${LINK}`,
      missing: [],
    });
  });

  it('reports placeholders without a value and leaves them as written', () => {
    expect(inviteMessage('{{usuario.oab}} {{aplicativo.link}}', values, LINK)).toEqual({
      text: `{{usuario.oab}} ${LINK}`,
      missing: ['usuario.oab'],
    });
  });
});

describe('whatsAppUrl', () => {
  it('encodes the whole message as the text parameter', () => {
    const url = whatsAppUrl('5511987654321', `Olá & até já\n${LINK}`);
    expect(url).toBe(`https://wa.me/5511987654321?text=${encodeURIComponent(`Olá & até já\n${LINK}`)}`);
    expect(new URL(url).searchParams.get('text')).toBe(`Olá & até já\n${LINK}`);
  });
});
