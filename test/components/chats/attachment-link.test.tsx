// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { MessageDoc } from '@/data';
import { AttachmentView, UNVERIFIED_LINK_MESSAGE } from '@/features/chats/components/AttachmentView';
import { storageDownloadUrl } from '@/lib/storage-url';
import { renderScreen, TEST_USER } from '../../support/render';

afterEach(cleanup);

type Attachment = MessageDoc['attachments'][number];
const storagePath = 'chats/c1/m1/0-procuracao.pdf';
const pdf = (downloadUrl: string): Attachment => ({
  name: 'procuracao.pdf',
  type: 'application/pdf',
  size: 120_000,
  storagePath,
  downloadUrl,
});
const image = (downloadUrl: string): Attachment => ({
  name: 'rg.jpg',
  type: 'image/jpeg',
  size: 80_000,
  storagePath,
  downloadUrl,
});

describe('attachment links', () => {
  it("opens a Storage download URL of the attachment's own object as a link (and an image as an image)", async () => {
    const url = storageDownloadUrl(storagePath);
    await renderScreen(<AttachmentView attachment={pdf(url)} uid={TEST_USER.uid} />);
    expect(screen.getByText('procuracao.pdf').closest('a')?.getAttribute('href')).toBe(url);
    expect(screen.queryByText(UNVERIFIED_LINK_MESSAGE)).toBeNull();
    cleanup();
    await renderScreen(<AttachmentView attachment={image(url)} uid={TEST_USER.uid} />);
    expect(screen.getByRole('link', { name: 'Abrir imagem rg.jpg' }).getAttribute('href')).toBe(url);
    expect(screen.getByRole('img', { name: 'rg.jpg' }).getAttribute('src')).toBe(url);
  });

  it.each([
    ['another site', 'https://golpe.exemplo.com/procuracao.pdf'],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['another conversation in the same bucket', storageDownloadUrl('chats/outra/m9/0-contrato.pdf')],
  ])('shows %s as text, with a warning, never as a link', async (_label, url) => {
    await renderScreen(<AttachmentView attachment={pdf(url)} uid={TEST_USER.uid} />);
    expect(screen.getByText('procuracao.pdf')).toBeTruthy();
    expect(screen.getByText(UNVERIFIED_LINK_MESSAGE)).toBeTruthy();
    expect(screen.getByText(url)).toBeTruthy();
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('does not load an image from an address outside Storage', async () => {
    await renderScreen(
      <AttachmentView attachment={image('https://rastreio.exemplo.com/pixel.jpg')} uid={TEST_USER.uid} />,
    );
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(screen.getByText(UNVERIFIED_LINK_MESSAGE)).toBeTruthy();
  });
});
