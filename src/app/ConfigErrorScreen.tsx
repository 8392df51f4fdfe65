/** Shown when VITE_FIREBASE_* settings are present but incomplete; plain HTML so it renders even if the UI kit cannot. */
export function ConfigErrorScreen({ problems }: { problems: string[] }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>Configuração incompleta</h1>
      <p>O aplicativo não pode iniciar porque a configuração do Firebase tem problemas:</p>
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <p>
        Corrija o arquivo <code>.env</code> (veja <code>.env.example</code>) ou remova todas as variáveis{' '}
        <code>VITE_FIREBASE_*</code> para usar os emuladores locais.
      </p>
    </main>
  );
}
