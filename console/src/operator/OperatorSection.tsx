import { Tabs } from '@mantine/core';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { CataloguePage } from './CataloguePage';
import { TenantsPage } from './TenantsPage';
import { t } from '../i18n/i18n';

/** The operator's pages: tenants and the shared catalogue (games with maps, currencies). */
export default function OperatorSection() {
  const navigate = useNavigate();
  const section = useLocation().pathname.split('/')[2] ?? 'tenants';
  return (
    <>
      <Tabs value={section} onChange={(value) => value && navigate(`/operator/${value}`)} mb="md">
        <Tabs.List>
          <Tabs.Tab value="tenants">{t('operator.tenants')}</Tabs.Tab>
          <Tabs.Tab value="catalogue">{t('operator.catalogue')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Routes>
        <Route index element={<Navigate to="tenants" replace />} />
        <Route path="tenants" element={<TenantsPage />} />
        <Route path="catalogue" element={<CataloguePage />} />
        <Route path="*" element={<Navigate to="tenants" replace />} />
      </Routes>
    </>
  );
}
