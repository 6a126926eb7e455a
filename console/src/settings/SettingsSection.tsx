import { Navigate, Route, Routes } from 'react-router';
import { useSession } from '../session/session';
import { AccountPage } from './AccountPage';
import { EmbeddingPage } from './EmbeddingPage';
import { KeysPage } from './KeysPage';
import { StaffPage } from './StaffPage';
import { WebhookPage } from './webhooks/WebhookPage';
import { WebhooksPage } from './webhooks/WebhooksPage';

/** The tenant's settings; the server decides who may use each page, the pages show its answer. */
export default function SettingsSection() {
  const { me } = useSession();
  const home = me?.staff?.role === 'organiser' ? 'account' : 'keys';
  return (
    <Routes>
      <Route index element={<Navigate to={home} replace />} />
      <Route path="keys" element={<KeysPage />} />
      <Route path="webhooks" element={<WebhooksPage />} />
      <Route path="webhooks/:webhookId" element={<WebhookPage />} />
      <Route path="staff" element={<StaffPage />} />
      <Route path="embedding" element={<EmbeddingPage />} />
      <Route path="account" element={<AccountPage />} />
      <Route path="*" element={<Navigate to={home} replace />} />
    </Routes>
  );
}
