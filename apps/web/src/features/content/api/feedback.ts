import type { FeedbackList } from '@mekong/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';

/** GET /wps/feedback: the member's feedback with replies, and the merchant's word limits. */
export function useFeedback() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['feedback', token],
    queryFn: () => api<FeedbackList>('/wps/feedback'),
    enabled: !!token,
  });
}

/** PUT /wps/feedback: content and base64 images (the server checks their bytes). */
export function useSendFeedback() {
  const token = useSession((s) => s.token);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { content: string; images: string[] }) =>
      api<{ id: number }>('/wps/feedback', { method: 'PUT', body: JSON.stringify(body) }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['feedback', token] }),
  });
}
