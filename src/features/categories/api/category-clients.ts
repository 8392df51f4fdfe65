import { findDocs, updateDoc, type ClientDoc } from '@/data';

/** The live clients that carry a category (read at the moment of asking, not from a list on screen). */
export function findClientsInCategory(categoryId: string): Promise<ClientDoc[]> {
  return findDocs('clients', { selector: { categoryIds: { $elemMatch: { $eq: categoryId } } } });
}

/**
 * Moves every client of `fromId` to `toId` (or just removes `fromId` when `toId` is null),
 * keeping their other categories. One audited update per client, so the log shows who
 * moved whom.
 */
export async function moveCategoryClients(
  from: { id: string; name: string },
  to: { id: string; name: string } | null,
): Promise<number> {
  const clients = await findClientsInCategory(from.id);
  for (const client of clients) {
    const kept = client.categoryIds.filter((id) => id !== from.id);
    const next = to && !kept.includes(to.id) ? [...kept, to.id] : kept;
    await updateDoc(
      'clients',
      client.id,
      { categoryIds: next },
      {
        summary: to
          ? `Moveu o cliente ${client.id} da categoria "${from.name}" para "${to.name}"`
          : `Removeu a categoria "${from.name}" do cliente ${client.id}`,
      },
    );
  }
  return clients.length;
}
