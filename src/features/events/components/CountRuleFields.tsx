import { useId } from 'react';
import { NativeSelect, Stack, chakra } from '@chakra-ui/react';
import { CheckboxField } from '@/components/form';
import type { CountingMode, CountRule } from '@/lib/deadlines';

const MODE_LABEL: Readonly<Record<CountingMode, string>> = {
  business: 'Dias úteis (CPC art. 219)',
  calendar: 'Dias corridos (CPP art. 798; ECA art. 152 §2º)',
};

/** How this deadline is counted, chosen per deadline: business or calendar days, and doubled or not. */
export function CountRuleFields({
  rule,
  onChange,
}: {
  rule: Required<CountRule>;
  onChange: (rule: Required<CountRule>) => void;
}) {
  const modeId = useId();
  return (
    <>
      <Stack gap="1" w="72">
        <chakra.label htmlFor={modeId} fontSize="sm" fontWeight="medium">
          Contagem
        </chakra.label>
        <NativeSelect.Root>
          <NativeSelect.Field
            id={modeId}
            minH="11"
            value={rule.mode}
            onChange={(e) => onChange({ ...rule, mode: e.target.value as CountingMode })}
          >
            {(Object.keys(MODE_LABEL) as CountingMode[]).map((m) => (
              <option key={m} value={m}>
                {MODE_LABEL[m]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      <CheckboxField
        checked={rule.doubled}
        onCheckedChange={(doubled) => onChange({ ...rule, doubled })}
        alignItems="center"
      >
        Prazo em dobro (CPC arts. 180, 183, 186, 229)
      </CheckboxField>
    </>
  );
}

/** The count field's label for a rule. */
export function daysLabel(rule: CountRule): string {
  return rule.mode === 'calendar' ? 'Dias corridos' : 'Dias úteis';
}
