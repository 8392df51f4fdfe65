// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { JobSwitchesSection } from '@/features/profile/components/JobSwitchesSection';
import { renderScreen, TEST_USER } from '../../support/render';

/**
 * "Consultas automáticas" (issue 38) without a server: the switches are online-only (config/jobs is
 * not replicated), so a build not connected to one says why and offers nothing to change. The
 * write itself is covered by the rules (test/rules/capture-status-rules.test.ts) and the job's
 * reading of it by test/functions/djen-capture.test.ts.
 */
afterEach(() => cleanup());

describe('job switches', () => {
  it('says why they cannot be changed and keeps them disabled', async () => {
    await renderScreen(<JobSwitchesSection actorUid={TEST_USER.uid} />, { path: '/perfil' });
    const section = await screen.findByTestId('job-switches');
    expect(within(section).getByText('Esta instalação não está ligada ao servidor.')).toBeTruthy();
    const boxes = within(section).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(2);
    expect(boxes.every((b) => b.disabled)).toBe(true);
  });
});
