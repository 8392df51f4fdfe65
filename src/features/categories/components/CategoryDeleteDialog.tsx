import { useEffect, useState } from 'react';
import { Field, Stack, Text } from '@chakra-ui/react';
import type { CategoryDoc } from '@/data';
import { notifyError } from '@/lib/toaster';
import { describeDataError } from '@/components/feedback/describe-error';
import { ConfirmDialog } from '@/components/form';
import { findClientsInCategory, moveCategoryClients } from '../api/category-clients';
import { CategorySelect } from './CategorySelect';

const clientsWord = (n: number) => (n === 1 ? '1 cliente usa' : `${n} clientes usam`);

interface Props {
  category: CategoryDoc | null;
  categories: readonly CategoryDoc[];
  onCancel: () => void;
  onDelete: (category: CategoryDoc) => void;
}

/**
 * Deleting a category: refused while clients still carry it (the dialog says how many and
 * offers to move them to another category, or to remove it from them), then the ordinary
 * "Excluir?" confirmation. The count is read from the replica when the dialog opens and
 * after a move, not taken from the list on screen, which may lag a sync.
 */
export function CategoryDeleteDialog({ category, categories, onCancel, onDelete }: Props) {
  const [inUse, setInUse] = useState<number | null>(null);
  const [target, setTarget] = useState('');
  const [moving, setMoving] = useState(false);
  const [moved, setMoved] = useState<string | null>(null);

  useEffect(() => {
    setInUse(null);
    setTarget('');
    setMoved(null);
    if (!category) return;
    let active = true;
    findClientsInCategory(category.id).then(
      (clients) => active && setInUse(clients.length),
      (error: unknown) => active && notifyError(...describeDataError(error)),
    );
    return () => {
      active = false;
    };
  }, [category]);

  if (!category) return null;
  const others = categories.filter((c) => c.id !== category.id);

  const move = async () => {
    setMoving(true);
    try {
      const to = others.find((c) => c.id === target) ?? null;
      const count = await moveCategoryClients(category, to);
      // Said inside the dialog, not in a toast: the toast area stays free for the 'Desfazer' of the delete.
      const who = count === 1 ? '1 cliente' : `${count} clientes`;
      setMoved(to ? `${who} movido(s) para “${to.name}”.` : `Categoria removida de ${who}.`);
      setInUse((await findClientsInCategory(category.id)).length);
    } catch (error) {
      notifyError(...describeDataError(error));
    } finally {
      setMoving(false);
    }
  };

  const blocked = inUse !== null && inUse > 0;
  return (
    <ConfirmDialog
      open
      title={blocked ? 'Categoria em uso' : 'Excluir categoria?'}
      confirmLabel={blocked ? (inUse === 1 ? 'Mover 1 cliente' : `Mover ${inUse} clientes`) : 'Excluir'}
      destructive={!blocked}
      confirmLoading={blocked && moving}
      confirmDisabled={inUse === null}
      onConfirm={blocked ? () => void move() : () => onDelete(category)}
      onCancel={onCancel}
    >
      {inUse === null ? (
        <Text color="fg.muted">Verificando clientes desta categoria…</Text>
      ) : blocked ? (
        <Stack gap="4">
          <Text>
            Não é possível excluir “{category.name}”: {clientsWord(inUse)} esta categoria. Mova os clientes para outra
            categoria antes de excluir.
          </Text>
          <Field.Root>
            <Field.Label>Mover os clientes para</Field.Label>
            <CategorySelect value={target} onChange={setTarget} categories={others}>
              <option value="">Nenhuma categoria (apenas remover esta)</option>
            </CategorySelect>
          </Field.Root>
        </Stack>
      ) : (
        <Stack gap="2">
          {moved && (
            <Text color="fg.success" role="status">
              {moved}
            </Text>
          )}
          <Text>“{category.name}” será excluída. Você poderá desfazer logo em seguida.</Text>
        </Stack>
      )}
    </ConfirmDialog>
  );
}
