import type { ReactNode } from 'react';

/** Who is signed in, as `GET /api/v1/console/me` answers. */
export interface ConsoleMe {
  kind: 'staff' | 'operator';
  csrfToken: string;
  expiresAt: string;
  staff: {
    id: string;
    email: string;
    role: 'owner' | 'admin' | 'organiser';
    tenantId: string;
    tenantName: string;
  } | null;
}

export function useSession(): { me: ConsoleMe | null } {
  return { me: null };
}

export function RequireSession({ children }: { children: ReactNode }) {
  return children;
}
