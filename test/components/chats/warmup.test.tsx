// @vitest-environment happy-dom
// Its own file: the warm-up happens once per page load (module state), as in the app.
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { findDocs } from '@/data';
import { renderScreen } from '../../support/render';
import { ChatsHarness, openChatsDatabase, seedChat, seedClient, setUpChatsTests } from './support';

setUpChatsTests();

const WARMUP = '[data-testid="conversation-warmup"]';

/** Records whether (and how) the warm-up appeared while it is being observed. */
function watchWarmup() {
  const seen = { appeared: 0, hidden: true, textboxes: 0 };
  let present = false;
  const observer = new MutationObserver(() => {
    const el = document.querySelector(WARMUP);
    if (el && !present) {
      seen.appeared += 1;
      seen.hidden &&= el.getAttribute('aria-hidden') === 'true' && el.hasAttribute('inert');
      seen.textboxes = el.querySelectorAll('textarea').length;
    }
    present = Boolean(el);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('conversation warm-up', () => {
  it('renders the conversation pane once, out of sight, while the list is shown, and removes it', async () => {
    const user = await openChatsDatabase();
    const client = await seedClient();
    await seedChat(client.id);
    const warmup = watchWarmup();
    await renderScreen(<ChatsHarness />, { path: '/chats', user });
    await screen.findByRole('button', { name: /^Maria das Graças Silva/ }, { timeout: 5000 });
    await waitFor(() => expect(warmup.seen.appeared).toBe(1), { timeout: 5000 });
    await waitFor(() => expect(document.querySelector(WARMUP)).toBeNull());
    expect(warmup.seen.hidden).toBe(true);
    expect(warmup.seen.textboxes).toBe(1);
    // Nothing of it is left behind, and nothing was written (its messages are samples).
    expect(screen.queryByLabelText('Mensagem')).toBeNull();
    expect(screen.getByText('Escolha uma conversa')).toBeTruthy();
    expect(await findDocs('messages')).toEqual([]);

    // Once per page load: showing the list again does not repeat it.
    cleanup();
    await renderScreen(<ChatsHarness />, { path: '/chats', user });
    await screen.findByRole('button', { name: /^Maria das Graças Silva/ }, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 800));
    warmup.stop();
    expect(warmup.seen.appeared).toBe(1);
  });
});
