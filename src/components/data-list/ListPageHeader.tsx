import { Button } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { PermissionNotice } from './PermissionNotice';

/** A list screen's title, its "Nova …" button for those who may create, and why the list is read-only. */
export function ListPageHeader({
  title,
  subtitle,
  create,
  readOnlyReason,
}: {
  title: string;
  subtitle: string;
  /** Omit when the user may not create. */
  create?: { to: LinkProps['to']; label: string };
  readOnlyReason: string | null;
}) {
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          create && (
            <Button asChild colorPalette="blue" size="lg">
              <Link to={create.to}>
                <Plus aria-hidden /> {create.label}
              </Link>
            </Button>
          )
        }
      />
      <PermissionNotice reason={readOnlyReason} />
    </>
  );
}
