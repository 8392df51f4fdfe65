import { useEffect, useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { observeJobsConfig, type JobsConfigResult } from '@/data';
import { CheckboxField, saveWithNotice } from '@/components/form';
import { setJobSwitch } from '../api/job-switches';

const JOBS = [
  { job: 'djen', label: 'Consultar o DJEN: publicações pelo número da OAB (07:00, 12:00 e 19:00)' },
  { job: 'datajud', label: 'Consultar o DataJud: andamentos dos processos (uma vez por dia)' },
] as const;

const REASON: Readonly<Record<NonNullable<JobsConfigResult['reason']>, string>> = {
  unavailable: 'Esta instalação não está ligada ao servidor.',
  offline: 'Sem conexão: as consultas automáticas só são alteradas com internet.',
  refused: 'O servidor recusou a leitura das consultas automáticas.',
};

/** "Consultas automáticas" (issue 38): the firm's admin switches the backend's jobs from the app, not from functions/.env. */
export function JobSwitchesSection({ actorUid }: { actorUid: string }) {
  const [state, setState] = useState<JobsConfigResult | null>(null);
  useEffect(() => {
    const sub = observeJobsConfig().subscribe(setState);
    return () => sub.unsubscribe();
  }, []);
  if (!state) return null;
  return (
    <Stack gap="3" data-testid="job-switches">
      {!state.available && state.reason && <Text color="fg.muted">{REASON[state.reason]}</Text>}
      {JOBS.map(({ job, label }) => (
        <Stack key={job} gap="0.5">
          <CheckboxField
            checked={state.config[job] === true}
            disabled={!state.available}
            onCheckedChange={(on) => void saveWithNotice(() => setJobSwitch(actorUid, job, on))}
          >
            {label}
          </CheckboxField>
          {state.available && state.config[job] === undefined && (
            <Text fontSize="sm" color="fg.muted">
              Ainda não definido aqui: vale a configuração do servidor.
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
