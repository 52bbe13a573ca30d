import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ShareGo } from '../share/SharePage';

/** A share page inside the app's router (a share path reached without a full load): its token, and moves that replace the entry. */
export function useShareRouteProps(): { token: string; go: ShareGo } {
  const { id: token = '' } = useParams();
  const navigate = useNavigate();
  const go = useCallback<ShareGo>((path) => void navigate(path, { replace: true }), [navigate]);
  return { token, go };
}
