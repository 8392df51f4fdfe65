import { Group, Button } from '@chakra-ui/react';
import { useTheme } from 'next-themes';
import { Monitor, Moon, Sun } from 'lucide-react';

const OPTIONS = [
  { value: 'light', label: 'Claro', icon: Sun },
  { value: 'dark', label: 'Escuro', icon: Moon },
  { value: 'system', label: 'Sistema', icon: Monitor },
] as const;

/** Claro / Escuro / Sistema; light by default, remembered by next-themes in localStorage. */
export function ThemeSwitcher() {
  const { theme, setTheme } = useTheme();
  const current = theme ?? 'light';
  return (
    <Group attached role="group" aria-label="Tema" width="full">
      {OPTIONS.map(({ value, label, icon: Icon }) => (
        <Button
          key={value}
          flex="1"
          minH="11"
          size="sm"
          variant={current === value ? 'solid' : 'outline'}
          aria-pressed={current === value}
          onClick={() => setTheme(value)}
        >
          <Icon aria-hidden size={16} />
          {label}
        </Button>
      ))}
    </Group>
  );
}
