import { AdminPage } from '../components/admin/AdminPage';

/** /user: account and administration — members, roles and the audit log, as the caller's role allows. */
export default function User() {
  return <AdminPage />;
}
