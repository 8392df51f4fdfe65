// Shared pieces of the Chromium benchmarks (bench/*-browser.mjs).

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

export const round = (n) => Math.round(n * 10) / 10;

/** A tablet-sized page in a fresh context of `browser`. */
export async function tabletPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  return { context, page };
}

/** Signs up a fresh staff user through /cadastrar (the build must point at an Auth emulator). */
export async function signUp(page, baseUrl, name = 'Bench') {
  await page.goto(`${baseUrl}/cadastrar`);
  await page.getByLabel('Nome completo').fill(`${name} Usuário`);
  await page.getByLabel('E-mail').fill(`bench-${name.toLowerCase()}-${Date.now()}@exemplo.com.br`);
  await page.getByLabel('Senha').fill('segredo123');
  await page.getByLabel('CPF').fill('52998224725');
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await page.waitForURL(`${baseUrl}/`, { timeout: 60_000 });
}
