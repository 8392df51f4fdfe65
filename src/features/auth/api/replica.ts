/** Opens the signed-in user's local replica (lazily: the data layer is not part of the login bundle). */
export async function openUserReplica(uid: string, role: string): Promise<void> {
  const data = await import('@/data');
  await data.openSessionDatabase({ uid, role, warmClientSearch: true });
}
