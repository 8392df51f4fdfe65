import { Alert } from '@chakra-ui/react';

/** Why this screen is read-only for the user (from `permissionReason`); nothing when it is not. */
export function PermissionNotice({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return (
    <Alert.Root status="info" mb="4">
      <Alert.Indicator />
      <Alert.Description>{reason}</Alert.Description>
    </Alert.Root>
  );
}
