import { Button } from '@mantine/core';
import { t } from '../i18n/i18n';

// A plain link: the browser downloads the archive with the session cookie, under the name the
// server gives it.
const exportUrl = (tenantId: string) =>
  `/api/v1/admin/tenants/${encodeURIComponent(tenantId)}/export`;

/** Downloads everything the tenant owns, for `tourney tenant import` on another installation. */
export function ExportTenantButton({ tenantId, name }: { tenantId: string; name: string }) {
  return (
    <Button
      size="xs"
      variant="light"
      component="a"
      href={exportUrl(tenantId)}
      download
      aria-label={t('operator.exportName', { name })}
      title={t('operator.exportHint')}
    >
      {t('operator.export')}
    </Button>
  );
}
